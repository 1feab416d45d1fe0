import type { Localised } from '../answer/localise';

/**
 * What the assistant knows about using the portal itself (spec sections 1, 2 and 9): where each
 * service is, what its page offers, and the helplines. `phrases` are what people type, in the
 * three languages; the longest ones found decide the topic.
 */
export interface PortalTopic {
  id: string;
  route?: string;
  phrases: string[];
  answer: Localised;
}

export const PORTAL_HELPLINE = '1800-121-3468';

export const PORTAL_TOPICS: PortalTopic[] = [
  {
    id: 'verify-documents',
    route: '/verify',
    phrases: [
      'verify', 'verification', 'document verification', 'verify document', 'verify my document', 'verify documents',
      'upload document', 'upload documents', 'check document', 'fake document', 'document genuine', 'authentic', 'satyapan',
      'document verify', 'dastavez satyapan', 'kagaz verify', 'सत्यापन', 'दस्तावेज़ सत्यापन', 'वेरिफाई', 'वेरिफिकेशन', 'दस्तावेज़ जांच',
    ],
    answer: {
      en: `Documents are verified on the Verify page (/verify; sign in first). Drag and drop a file or choose one, take a photo or scan the document — PDF, JPG or PNG, up to 10 MB each — and the page shows the verification result. It also lists the supported documents with links to their official online verification, and your recent verifications.`,
      hi: `दस्तावेज़ों का सत्यापन 'Verify' पेज (/verify) पर होता है; पहले साइन इन करें। फ़ाइल खींचकर छोड़ें या चुनें, फ़ोटो लें या दस्तावेज़ स्कैन करें — PDF, JPG या PNG, हर फ़ाइल 10 MB तक — और पेज सत्यापन का परिणाम दिखाता है। वहाँ समर्थित दस्तावेज़ों की सूची, उनके आधिकारिक ऑनलाइन सत्यापन के लिंक और आपके हाल के सत्यापन भी दिखते हैं।`,
      hinglish: `Documents ka verification Verify page (/verify) par hota hai; pehle sign in karein. File drag-and-drop karein ya choose karein, photo lein ya document scan karein — PDF, JPG ya PNG, har file 10 MB tak — aur page verification ka result dikhata hai. Wahan supported documents ki list, unke official online verification links aur aapke recent verifications bhi milte hain.`,
    },
  },
  {
    id: 'complaints',
    route: '/complaints',
    phrases: [
      'complaint', 'complaints', 'grievance', 'grievances', 'shikayat', 'file complaint', 'file a complaint', 'report problem',
      'report a problem', 'pothole', 'garbage', 'streetlight', 'street light', 'water supply', 'sanitation', 'drainage',
      'shikayat darj', 'शिकायत', 'शिकायत दर्ज', 'समस्या दर्ज', 'परिवाद', 'कूड़ा', 'नाली', 'सड़क खराब',
    ],
    answer: {
      en: `To file a complaint, open Complaints (/complaints; sign in first) and fill in the form: the category (Infrastructure, Water Supply, Electricity, Sanitation, Traffic, Illegal Activity, Healthcare, Education or Other), what happened, the urgency (low, medium or high) and, if you like, photos, a voice note or documents. Expected response times: high urgency 24-48 hours, medium 3-7 days, low 7-14 days. You can also browse complaints, filter them by status and vote for the ones that matter to you. A box, ticked by default, posts your complaint to the portal's social media page once a moderator approves it; untick it if you do not want that.`,
      hi: `शिकायत दर्ज करने के लिए 'Complaints' पेज (/complaints) खोलें (पहले साइन इन करें) और फ़ॉर्म भरें: श्रेणी (इन्फ्रास्ट्रक्चर, जल आपूर्ति, बिजली, स्वच्छता, यातायात, अवैध गतिविधि, स्वास्थ्य, शिक्षा या अन्य), क्या हुआ, तात्कालिकता (कम, मध्यम या अधिक) और चाहें तो फ़ोटो, वॉइस नोट या दस्तावेज़। जवाब का अनुमानित समय: अधिक तात्कालिकता 24-48 घंटे, मध्यम 3-7 दिन, कम 7-14 दिन। आप दूसरी शिकायतें देख सकते हैं, उन्हें स्थिति से छाँट सकते हैं और ज़रूरी शिकायतों पर वोट कर सकते हैं। पहले से टिक किया एक बॉक्स मॉडरेटर की मंज़ूरी के बाद आपकी शिकायत पोर्टल के सोशल मीडिया पेज पर पोस्ट करता है; न चाहें तो टिक हटा दें।`,
      hinglish: `Complaint file karne ke liye Complaints page (/complaints) kholiye (pehle sign in karein) aur form bhariye: category (Infrastructure, Water Supply, Electricity, Sanitation, Traffic, Illegal Activity, Healthcare, Education ya Other), kya hua, urgency (low, medium ya high) aur chahein to photos, voice note ya documents. Response ka andaaza: high urgency 24-48 ghante, medium 3-7 din, low 7-14 din. Aap doosri complaints dekh sakte hain, status se filter kar sakte hain aur zaroori complaints par vote kar sakte hain. Ek box (pehle se tick) moderator ke approve karne ke baad aapki complaint portal ke social media page par post karta hai; na chahein to tick hata dein.`,
    },
  },
  {
    id: 'events',
    route: '/events',
    phrases: [
      'event', 'events', 'workshop', 'workshops', 'training camp', 'health camp', 'health camps', 'expo', 'housing fair', 'camp',
      'shivir', 'karyakram', 'mela', 'register for event', 'कार्यक्रम', 'इवेंट', 'शिविर', 'मेला', 'कार्यशाला',
    ],
    answer: {
      en: `Government events are on the Events page (/events, open to everyone): search them, switch between grid and list view and filter by category — workshops, training, expos, health camps, housing fairs and others. It shows featured events, all events and the next upcoming ones, and you can register for an event from its card.`,
      hi: `सरकारी कार्यक्रम 'Events' पेज (/events, सबके लिए खुला) पर हैं: उन्हें खोजें, ग्रिड या सूची दृश्य चुनें और श्रेणी से छाँटें — कार्यशालाएँ, प्रशिक्षण, प्रदर्शनियाँ, स्वास्थ्य शिविर, आवास मेले और अन्य। वहाँ प्रमुख कार्यक्रम, सभी कार्यक्रम और आने वाले कार्यक्रम दिखते हैं, और आप कार्ड से किसी कार्यक्रम के लिए पंजीकरण कर सकते हैं।`,
      hinglish: `Sarkari events Events page (/events, sabke liye khula) par hain: search karein, grid ya list view chunein aur category se filter karein — workshops, training, expos, health camps, housing fairs aur baaki. Wahan featured events, saare events aur aane wale events dikhte hain, aur card se kisi event ke liye register kar sakte hain.`,
    },
  },
  {
    id: 'offices',
    route: '/locations',
    phrases: [
      'office', 'offices', 'location', 'locations', 'near me', 'nearest', 'nearby', 'directions', 'daftar', 'karyalay',
      'collectorate', 'police station', 'passport office', 'municipal office', 'municipal corporation', 'government office',
      'sarkari daftar', 'कार्यालय', 'दफ्तर', 'नजदीकी', 'पास में', 'सरकारी दफ्तर', 'थाना',
    ],
    answer: {
      en: `To find a government office, open Locations (/locations, open to everyone): search by name, pick a category (municipal, revenue, police, health, education, transport, agriculture and others), switch between list and map, and press 'Use My Location' to see the offices near you. The directions button opens the route in your maps app.`,
      hi: `सरकारी कार्यालय खोजने के लिए 'Locations' पेज (/locations, सबके लिए खुला) खोलें: नाम से खोजें, श्रेणी चुनें (नगर निकाय, राजस्व, पुलिस, स्वास्थ्य, शिक्षा, परिवहन, कृषि और अन्य), सूची या नक्शा दृश्य चुनें और अपने पास के कार्यालय देखने के लिए 'Use My Location' दबाएँ। दिशा बटन आपके मैप ऐप में रास्ता खोलता है।`,
      hinglish: `Sarkari office dhoondhne ke liye Locations page (/locations, sabke liye khula) kholiye: naam se search karein, category chunein (municipal, revenue, police, health, education, transport, agriculture aur baaki), list ya map view chunein aur paas ke offices dekhne ke liye 'Use My Location' dabaiye. Directions button aapke maps app mein rasta kholta hai.`,
    },
  },
  {
    id: 'account',
    route: '/login',
    phrases: [
      'login', 'log in', 'sign in', 'signin', 'sign up', 'signup', 'create account', 'new account', 'register account', 'password',
      'forgot password', 'reset password', 'otp', 'logout', 'log out', 'sign out', 'my account', 'लॉगिन', 'पासवर्ड', 'साइन इन',
      'रजिस्टर', 'खाता बनाएं', 'लॉग इन',
    ],
    answer: {
      en: `Sign in at /login with your email and password; if you are new, create an account at /register (a 10-digit mobile number starting with 6-9 and a password of at least 6 characters). Forgot your password? Use the 'Forgot password' link on the login screen. Signing in opens your dashboard, document verification, complaints, search, notifications and profile.`,
      hi: `/login पर अपने ईमेल और पासवर्ड से साइन इन करें; नए उपयोगकर्ता /register पर खाता बनाएँ (6-9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर और कम से कम 6 अक्षरों का पासवर्ड)। पासवर्ड भूल गए? लॉगिन स्क्रीन पर 'Forgot password' लिंक का उपयोग करें। साइन इन करने पर डैशबोर्ड, दस्तावेज़ सत्यापन, शिकायतें, खोज, सूचनाएँ और प्रोफ़ाइल खुलते हैं।`,
      hinglish: `/login par apne email aur password se sign in karein; naye users /register par account banayein (6-9 se shuru hone wala 10 digit mobile number aur kam se kam 6 characters ka password). Password bhool gaye? Login screen par 'Forgot password' link use karein. Sign in karne par dashboard, document verification, complaints, search, notifications aur profile khulte hain.`,
    },
  },
  {
    id: 'profile',
    route: '/profile',
    phrases: [
      'profile', 'my profile', 'personal details', 'personal info', 'update details', 'edit profile', 'change phone', 'change address',
      'my applications', 'saved documents', 'प्रोफाइल', 'प्रोफ़ाइल', 'मेरी प्रोफाइल',
    ],
    answer: {
      en: `Your profile (/profile, after signing in) has tabs for personal info (edit and save your details, photo and address), documents, applications, preferences, security and activity. Keeping your age, income, state and occupation up to date lets me check which schemes you are eligible for.`,
      hi: `आपकी प्रोफ़ाइल (/profile, साइन इन के बाद) में व्यक्तिगत जानकारी (विवरण, फ़ोटो और पता बदलें और सहेजें), दस्तावेज़, आवेदन, पसंद, सुरक्षा और गतिविधि के टैब हैं। आयु, आय, राज्य और व्यवसाय सही रखने से मैं बता पाता हूँ कि आप किन योजनाओं के पात्र हैं।`,
      hinglish: `Aapki profile (/profile, sign in ke baad) mein personal info (details, photo aur address edit karke save karein), documents, applications, preferences, security aur activity ke tabs hain. Age, income, state aur occupation update rakhne se main bata paata hoon ki aap kin yojanaon ke liye eligible hain.`,
    },
  },
  {
    id: 'language',
    route: '/language',
    phrases: ['language', 'languages', 'change language', 'bhasha', 'bhasha badle', 'भाषा', 'भाषा बदलें', 'अनुवाद', 'translate page'],
    answer: {
      en: `Change the portal's language from the language menu in the header or on the Language page (/language). There are 13: English, Hindi, Bengali, Telugu, Marathi, Tamil, Gujarati, Urdu, Kannada, Malayalam, Punjabi, Odia and Assamese. I answer in English, Hindi or Hinglish — choose one in the chat's language select.`,
      hi: `पोर्टल की भाषा हेडर के भाषा मेन्यू से या 'Language' पेज (/language) पर बदलें। 13 भाषाएँ हैं: अंग्रेज़ी, हिंदी, बांग्ला, तेलुगु, मराठी, तमिल, गुजराती, उर्दू, कन्नड़, मलयालम, पंजाबी, ओड़िया और असमिया। मैं अंग्रेज़ी, हिंदी या हिंग्लिश में जवाब देता हूँ — चैट की भाषा सूची में चुनें।`,
      hinglish: `Portal ki bhasha header ke language menu se ya Language page (/language) par badlein. 13 bhashayein hain: English, Hindi, Bengali, Telugu, Marathi, Tamil, Gujarati, Urdu, Kannada, Malayalam, Punjabi, Odia aur Assamese. Main English, Hindi ya Hinglish mein jawab deta hoon — chat ke language select mein chunein.`,
    },
  },
  {
    id: 'find-schemes',
    route: '/schemes',
    phrases: [
      'find schemes', 'find schemes for me', 'schemes for me', 'browse schemes', 'search schemes', 'all schemes', 'scheme list',
      'list of schemes', 'saved schemes', 'bookmark', 'bookmarks', 'yojana dhundo', 'yojana khojo', 'mere liye yojana',
      'mere liye yojanayein', 'yojanayein dhoondo', 'मेरे लिए योजना', 'मेरे लिए योजनाएँ', 'योजना खोजें', 'योजनाएँ खोजें', 'सभी योजनाएं',
      'which schemes am i eligible for', 'eligible schemes', 'schemes i am eligible for', 'मेरे लिए योजनाएँ खोजें',
    ],
    answer: {
      en: `Browse every scheme on the Schemes page (/schemes): filter by category, state, age group and income, sort them, save the ones you like and open one for its benefits, eligibility, documents and how to apply. Sign in and keep your profile up to date to see how well each scheme matches you — or ask me about a need, such as "pension for my father" or "scholarship for my daughter".`,
      hi: `सभी योजनाएँ 'Schemes' पेज (/schemes) पर देखें: श्रेणी, राज्य, आयु वर्ग और आय से छाँटें, क्रम बदलें, पसंद की योजनाएँ सहेजें और किसी योजना को खोलकर उसके लाभ, पात्रता, दस्तावेज़ और आवेदन का तरीका देखें। साइन इन करके प्रोफ़ाइल अपडेट रखें ताकि हर योजना से आपका मेल दिखे — या मुझसे अपनी ज़रूरत पूछें, जैसे "पिताजी के लिए पेंशन" या "बेटी के लिए छात्रवृत्ति"।`,
      hinglish: `Saari yojanayein Schemes page (/schemes) par dekhiye: category, state, age group aur income se filter karein, sort karein, pasand ki yojanayein save karein aur kisi yojana ko khol kar uske fayde, eligibility, documents aur apply karne ka tareeka dekhein. Sign in karke profile update rakhein taaki har yojana se aapka match dikhe — ya mujhse apni zarurat poochiye, jaise "papa ke liye pension" ya "beti ke liye scholarship".`,
    },
  },
  {
    id: 'application-help',
    route: '/schemes',
    phrases: [
      'application help', 'help with application', 'help with my application', 'how to apply for a scheme', 'apply for a scheme',
      'application status', 'track application', 'avedan mein madad', 'application mein madad', 'apply karne mein madad',
      'आवेदन में मदद', 'आवेदन की स्थिति', 'आवेदन कैसे करें',
    ],
    answer: {
      en: `To apply for a scheme, open it on the Schemes page (/schemes) or ask me "How to apply for <scheme>?": I list its steps, the documents to keep ready and the official application link. Most schemes take applications on their official portal, at a Common Service Centre (CSC) or at the office the scheme names; your profile has an Applications tab.`,
      hi: `किसी योजना में आवेदन के लिए उसे 'Schemes' पेज (/schemes) पर खोलें या मुझसे पूछें "<योजना> के लिए आवेदन कैसे करें?": मैं उसके चरण, तैयार रखने वाले दस्तावेज़ और आधिकारिक आवेदन लिंक बताता हूँ। ज़्यादातर योजनाओं में आवेदन उनके आधिकारिक पोर्टल, कॉमन सर्विस सेंटर (CSC) या योजना में बताए कार्यालय पर होता है; आपकी प्रोफ़ाइल में 'Applications' टैब है।`,
      hinglish: `Kisi yojana mein apply karne ke liye use Schemes page (/schemes) par kholiye ya mujhse poochiye "<yojana> ke liye apply kaise karein?": main uske steps, taiyaar rakhne wale documents aur official apply link batata hoon. Zyadatar yojanaon mein apply unke official portal, Common Service Centre (CSC) ya yojana mein bataye office par hota hai; aapki profile mein Applications tab hai.`,
    },
  },
  {
    id: 'support',
    phrases: [
      'contact support', 'support', 'customer care', 'help desk', 'helpdesk', 'talk to someone', 'portal helpline', 'helpline number',
      'support se contact', 'sahayata kendra', 'सहायता से संपर्क', 'सहायता केंद्र', 'हेल्पलाइन नंबर', 'toll free number', 'contact number',
    ],
    answer: {
      en: `Jan Seva Portal helpline: ${PORTAL_HELPLINE}. Emergencies: police 100, fire 101, ambulance 108, women's helpline 1091, child helpline 1098. For a complaint about something you bought, call the National Consumer Helpline 1915.`,
      hi: `जन सेवा पोर्टल हेल्पलाइन: ${PORTAL_HELPLINE}। आपात स्थिति में: पुलिस 100, दमकल 101, एम्बुलेंस 108, महिला हेल्पलाइन 1091, चाइल्ड हेल्पलाइन 1098। खरीदे गए सामान या सेवा की शिकायत के लिए राष्ट्रीय उपभोक्ता हेल्पलाइन 1915 पर कॉल करें।`,
      hinglish: `Jan Seva Portal helpline: ${PORTAL_HELPLINE}. Emergency mein: police 100, fire 101, ambulance 108, women helpline 1091, child helpline 1098. Khareede gaye saamaan ya service ki shikayat ke liye National Consumer Helpline 1915 par call karein.`,
    },
  },
  {
    id: 'emergency',
    phrases: [
      'emergency', 'police', 'fire brigade', 'fire', 'ambulance', 'women helpline', 'child helpline', 'emergency number', 'aapatkal',
      'आपातकाल', 'आपात', 'पुलिस', 'एम्बुलेंस', 'दमकल', 'महिला हेल्पलाइन',
    ],
    answer: {
      en: 'Emergency numbers: police 100, fire 101, ambulance (medical) 108, women\'s helpline 1091, child helpline 1098.',
      hi: 'आपातकालीन नंबर: पुलिस 100, दमकल 101, एम्बुलेंस (चिकित्सा) 108, महिला हेल्पलाइन 1091, चाइल्ड हेल्पलाइन 1098।',
      hinglish: 'Emergency numbers: police 100, fire 101, ambulance (medical) 108, women helpline 1091, child helpline 1098.',
    },
  },
  {
    id: 'consumer',
    phrases: [
      'consumer', 'consumer complaint', 'consumer helpline', 'refund', 'defective', 'overcharged', 'overcharging', 'shopkeeper',
      'grahak', 'upbhokta', 'उपभोक्ता', 'ग्राहक', 'रिफंड',
    ],
    answer: {
      en: 'For a consumer complaint (a defective product, a refund, overcharging), call the National Consumer Helpline 1915. Problems with public services in your area — roads, water, electricity, sanitation — can be filed on the Complaints page (/complaints).',
      hi: 'उपभोक्ता शिकायत (ख़राब सामान, रिफ़ंड, ज़्यादा पैसे लेना) के लिए राष्ट्रीय उपभोक्ता हेल्पलाइन 1915 पर कॉल करें। आपके इलाके की सार्वजनिक सेवाओं — सड़क, पानी, बिजली, सफ़ाई — की शिकायत \'Complaints\' पेज (/complaints) पर दर्ज करें।',
      hinglish: 'Consumer complaint (kharab saamaan, refund, zyada paise lena) ke liye National Consumer Helpline 1915 par call karein. Aapke ilaake ki public services — sadak, paani, bijli, safai — ki shikayat Complaints page (/complaints) par darj karein.',
    },
  },
  {
    id: 'notifications',
    route: '/notifications',
    phrases: ['notification', 'notifications', 'alert', 'alerts', 'सूचना', 'सूचनाएं', 'नोटिफिकेशन'],
    answer: {
      en: 'Notifications (/notifications, after signing in) lists updates about schemes, applications, events and actions. Filter them (all, unread, scheme, status, action, event), mark them read or delete them, and choose what you receive in the settings panel.',
      hi: 'सूचनाएँ (/notifications, साइन इन के बाद) योजनाओं, आवेदनों, कार्यक्रमों और कार्रवाइयों की जानकारी दिखाती हैं। उन्हें छाँटें (सभी, अनपढ़ी, योजना, स्थिति, कार्रवाई, कार्यक्रम), पढ़ी हुई चिह्नित करें या हटाएँ, और सेटिंग में चुनें कि क्या मिले।',
      hinglish: 'Notifications (/notifications, sign in ke baad) yojanaon, applications, events aur actions ki updates dikhati hain. Filter karein (all, unread, scheme, status, action, event), read mark karein ya delete karein, aur settings mein chunein ki kya mile.',
    },
  },
  {
    id: 'assistant',
    route: '/sarkarqna',
    phrases: ['assistant', 'chatbot', 'sarkarqna', 'what can you do', 'who are you', 'bot', 'tum kaun ho', 'aap kaun ho', 'आप कौन हैं', 'तुम कौन हो'],
    answer: {
      en: 'I am the Jan Seva assistant (/sarkarqna, and the chat button on every page). Ask me about government schemes in English, Hindi or Hinglish — benefits, eligibility, documents, how to apply, dates and contacts. I answer from the portal\'s scheme catalogue with sources and a confidence score and, when you are signed in, check your eligibility from your profile.',
      hi: 'मैं जन सेवा सहायक हूँ (/sarkarqna, और हर पेज पर चैट बटन)। सरकारी योजनाओं के बारे में हिंदी, अंग्रेज़ी या हिंग्लिश में पूछें — लाभ, पात्रता, दस्तावेज़, आवेदन, तिथियाँ और संपर्क। मैं पोर्टल की योजना सूची से स्रोत और भरोसे के स्कोर के साथ जवाब देता हूँ और साइन इन होने पर आपकी प्रोफ़ाइल से पात्रता जाँचता हूँ।',
      hinglish: 'Main Jan Seva assistant hoon (/sarkarqna, aur har page par chat button). Sarkari yojanaon ke baare mein English, Hindi ya Hinglish mein poochiye — fayde, eligibility, documents, apply, dates aur contact. Main portal ki scheme catalogue se sources aur confidence score ke saath jawab deta hoon aur sign in hone par aapki profile se eligibility check karta hoon.',
    },
  },
];
