/**
 * Word lists of the analyzer, written as people type them; analyze.ts folds them like any
 * other text, so one entry covers its spelling variants.
 */

/** Spellings of one word beyond the scheme-name variants of @jan-seva/schemes' normaliseQuery. */
export const SPELLINGS: Record<string, string[]> = {
  rupee: ['rupees', 'rupaye', 'rupaiye', 'rupay', 'rupye', 'rupya', 'rupiya', 'rupiye', 'ruppe', 'ruppees', 'rs', 'inr', 'rupe', 'rupaya', 'रुपया', 'रूपये', 'रुपए', 'रूपए', 'रुपयों', 'रुपये', 'रु'],
  paisa: ['paise', 'paisaa', 'pesa', 'pese', 'paison', 'paiso', 'paisay', 'पैसे', 'पैसों', 'पैसा'],
  yojana: ['yojanaen', 'yojnaye', 'yojanaye', 'yojanayen', 'yojnayein', 'yojanayein', 'yojnaen', 'yojanas', 'yojnayen', 'yojnao', 'yojanaon', 'yojnaon', 'yojanao'],
  naukri: ['naukari', 'nokri', 'noukri', 'naukry', 'nokari', 'naukariyan', 'naukriyan'],
  rozgar: ['rojgar', 'rozgaar', 'rojgaar', 'rozgar'],
  berozgar: ['berojgar', 'berozgaar', 'berojgaar', 'unemployed'],
  padhai: ['padhaai', 'padai', 'parhai', 'padhayi', 'padhaee', 'padhayee', 'pdhai'],
  ilaj: ['ilaaj', 'ilaz', 'elaj', 'ilaj'],
  makan: ['makaan', 'mkan', 'makkan'],
  budhapa: ['budhaapa', 'budhape', 'budhaape', 'budhapay', 'budapa', 'budhapey', 'budhaapay', 'budhapa'],
  vidhwa: ['vidhva', 'vidhawa', 'widhwa', 'vidva', 'vidhava', 'widhva', 'widow'],
  divyang: ['divyaang', 'diviyang', 'divyangjan'],
  viklang: ['vikalang', 'viklaang'],
  mahila: ['mahilaon', 'mahilao', 'mahilaen', 'mahilayen', 'mahilaye', 'mahilayon', 'mahilayein'],
  kisan: ['kisano', 'kisanon', 'kisaano', 'kisaanon'],
  dastavez: ['dastavej', 'dastawez', 'dastawej', 'dastaavez', 'dastavezon', 'dastavejon'],
  kagaz: ['kagaj', 'kaagaz', 'kaagaj', 'kagad', 'kagzat', 'kagjat', 'kaagzaat', 'kagazat', 'kagzaat', 'kaghaz'],
  avedan: ['aavedan', 'awedan', 'avedn', 'aavedn'],
  patrata: ['paatrata', 'patrta', 'paatrta'],
  patra: ['paatra', 'patr'],
  chhatravritti: ['chatravriti', 'chhatravriti', 'chatrvritti', 'chatravritti', 'chhatravrutti', 'chatravruti', 'chhatrvriti'],
  scholarship: ['scholarships', 'scholership', 'scolarship', 'schlarship', 'scholarshp', 'scholorship'],
  sarkari: ['sarkaari', 'sarakari'],
  kitna: ['kitana', 'kittna'],
  chahiye: ['chaiye', 'chahie', 'chahiyee', 'chaahiye', 'chahiya', 'chahia', 'chaiyee'],
  kaise: ['kese', 'kaisey', 'kayse', 'kaisse', 'kaese'],
  kya: ['kyaa', 'kyya'],
  beti: ['beti', 'bety', 'betiya'],
  ghar: ['gharr', 'ghr'],
  pension: ['pensions', 'pensan', 'penson', 'pansion', 'peinshan'],
  document: ['documents', 'docs', 'doc', 'documnet', 'documnets', 'docoments', 'dokument', 'dacument', 'docments', 'dcouments'],
  eligible: ['eligibile', 'elegible', 'eligble', 'elligible'],
  eligibility: ['eligiblity', 'elegibility', 'eligibilty'],
  apply: ['aply', 'appply', 'applly'],
  loan: ['lone', 'lon', 'loans'],
  insurance: ['insurence', 'insurnace', 'insurace', 'insaurance'],
  ayushman: ['ayushmann', 'aayushmann'],
  garbhvati: ['garbhwati', 'garbhavati', 'garbhawati', 'garbvati'],
  shiksha: ['shikshaa'],
  bujurg: ['buzurg', 'bujurgo', 'buzurgon', 'bujurgon', 'buzurgo'],
  garib: ['garibon', 'gareebon', 'garibo', 'gariib'],
  gaon: ['gaanv', 'gaav', 'ganv', 'gav', 'gaun', 'gaaon'],
};

/** Words that carry no topic in any of the three languages. */
export const STOPWORDS: string[] = [
  // English
  'a', 'an', 'the', 'is', 'are', 'am', 'was', 'were', 'be', 'been', 'being', 'i', 'me', 'my', 'mine', 'myself', 'we', 'our', 'us',
  'you', 'your', 'he', 'she', 'him', 'his', 'her', 'it', 'its', 'they', 'their', 'them', 'this', 'that', 'these', 'those',
  'what', 'which', 'who', 'whom', 'whose', 'how', 'why', 'when', 'where', 'do', 'does', 'did', 'done', 'doing', 'can', 'could',
  'should', 'would', 'will', 'shall', 'may', 'might', 'must', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with',
  'about', 'under', 'into', 'over', 'as', 'and', 'or', 'not', 'no', 'any', 'some', 'there', 'here', 'if', 'so', 'than',
  'then', 'too', 'very', 'also', 'just', 'please', 'tell', 'know', 'want', 'wants', 'like', 'have', 'has', 'had', 'having',
  'get', 'gets', 'got', 'getting', 'give', 'gives', 'given', 'giving', 'receive', 'receives', 'received', 'much', 'many', 'more',
  'most', 'all', 'every', 'each', 'other', 'such', 'only', 'own', 'same', 'both', 'now', 'today', 'kind', 'sort', 'thing', 'things',
  'one', 'someone', 'anyone', 'something', 'anything', 'need', 'needs', 'needed', 'help', 'let', 'lets', 'dear', 'sir', 'madam', 'ok',
  'okay', 'thanks', 'thank', 'yes', 'hi', 'hello', 'hey', 'someone', 'person', 'people', 'way', 'ways', 'go', 'going', 'make',
  'making', 'made', 'take', 'takes', 'use', 'using', 'see', 'say', 'said', 'mean', 'meaning', 'available', 'possible', 'best',
  'new', 'still', 'yet', 'again', 'after', 'before', 'during', 'while', 'since', 'till', 'until', 'per', 'via', 'am', 'im', 'ive',
  'dont', 'doesnt', 'cant', 'wont', 'isnt', 'whats', 'hows', 'up', 'down', 'out', 'set', 'setting', 'start', 'starting', 'begin', 'eligible', 'detail', 'details', 'information', 'info', 'explain',
  // Hinglish
  'hai', 'hain', 'hae', 'he', 'ho', 'hota', 'hoti', 'hote', 'hoga', 'hogi', 'honge', 'tha', 'thi', 'the', 'kya', 'kaise', 'kaisa',
  'kaisi', 'kitna', 'kitne', 'kitni', 'kab', 'kahan', 'kaha', 'kahaan', 'kaun', 'kon', 'kaunsi', 'konsi', 'kaunse', 'konse', 'kis',
  'kisi', 'kise', 'kisko', 'ka', 'ki', 'ke', 'ko', 'se', 'me', 'mein', 'mai', 'main', 'mei', 'mujhe', 'mujhko', 'mere', 'meri',
  'mera', 'hum', 'hame', 'hamein', 'hamare', 'hamari', 'hamara', 'aap', 'ap', 'aapka', 'aapki', 'aapke', 'apna', 'apni', 'apne',
  'liye', 'lie', 'liya', 'aur', 'ya', 'bhi', 'to', 'tak', 'par', 'pe', 'ye', 'yeh', 'vo', 'woh', 'wo', 'jo', 'koi', 'kuch',
  'sab', 'sabhi', 'ek', 'nahi', 'nahin', 'na', 'hi', 'ji', 'bhai', 'behen', 'plz', 'pls', 'krke', 'karke', 'karna', 'karne',
  'karein', 'kare', 'karen', 'karo', 'karu', 'karun', 'karoon', 'kar', 'kr', 'batao', 'bataye', 'bataiye', 'bata', 'batayein',
  'batayen', 'batana', 'chahiye', 'chahta', 'chahti', 'chahte', 'milta', 'milti', 'milte', 'milega', 'milegi', 'milenge', 'mil',
  'milna', 'milne', 'sakta', 'sakti', 'sakte', 'skta', 'skte', 'wala', 'wali', 'wale', 'walon', 'walo', 'vala', 'vali', 'vale', 'raha', 'rahi',
  'rahe', 'diya', 'di', 'de', 'le', 'lena', 'dena', 'lo', 'ab', 'abhi', 'agar', 'jab', 'tab', 'fir', 'phir', 'uska', 'uski',
  'unka', 'unki', 'unke', 'iska', 'iski', 'iske', 'uske', 'is', 'us', 'un', 'in', 'inke', 'jaise', 'jaisa', 'kyunki', 'kyon',
  'kyu', 'aisa', 'aisi', 'aise', 'sakta', 'hua', 'hui', 'hue', 'gaya', 'gayi', 'gaye', 'jata', 'jati', 'jate', 'jaye', 'jaaye',
  'jayega', 'dijiye', 'dilaye', 'chaiye', 'krna', 'krne', 'hu', 'hun', 'hoon', 'jankari', 'jaankari', 'bare', 'baare', 'mein',
  'wali', 'konsa', 'kaunsa', 'kripya', 'madad', 'sahayata', 'log', 'logon', 'logo', 'dusre', 'dusra', 'dusri', 'doosre',
  'doosra', 'unhe', 'unko', 'inhe', 'inko', 'next', 'agli', 'agla', 'agle', 'aayegi', 'aayega', 'ayegi', 'ayega', 'aaega', 'aaegi',
  'aegi', 'aega', 'aaye', 'aayi', 'ayi', 'aai', 'aati', 'aate', 'aana', 'aane', 'aa', 'ja', 'jaa', 'jana', 'jaane', 'karta', 'karti',
  'karte', 'kiya', 'kiye', 'deta', 'deti', 'dete', 'lagta', 'lagti', 'lagte', 'lagega', 'padta', 'padti', 'padega', 'sake', 'sakein',
  'paye', 'paaye', 'chali', 'chala', 'chale', 'gai', 'hua', 'hui', 'hue', 'rahta', 'rehta', 'rehti', 'rahti', 'aata', 'aate', 'aati', 'sakta', 'pata', 'puchna', 'sawal',
  // Hindi
  'के', 'की', 'का', 'को', 'में', 'मे', 'से', 'पर', 'है', 'हैं', 'हो', 'था', 'थी', 'थे', 'और', 'या', 'भी', 'तो', 'ही', 'क्या',
  'कैसे', 'कैसा', 'कैसी', 'कितना', 'कितने', 'कितनी', 'कब', 'कहाँ', 'कहां', 'कौन', 'कौनसी', 'कौनसा', 'किस', 'किसी', 'किसे',
  'कोई', 'कुछ', 'मैं', 'मै', 'मुझे', 'मेरा', 'मेरी', 'मेरे', 'हम', 'हमें', 'हमारा', 'हमारी', 'हमारे', 'आप', 'आपका', 'आपकी',
  'आपके', 'अपना', 'अपनी', 'अपने', 'यह', 'ये', 'वह', 'वे', 'वो', 'इस', 'उस', 'इन', 'उन', 'इसका', 'उसका', 'इसके', 'उसके',
  'लिए', 'लिये', 'तक', 'एक', 'नहीं', 'न', 'जो', 'जी', 'कृपया', 'बताइए', 'बताएं', 'बताओ', 'बताइये', 'बताये', 'बताना',
  'चाहिए', 'चाहिये', 'मिलता', 'मिलती', 'मिलते', 'मिलेगा', 'मिलेगी', 'मिलेंगे', 'मिल', 'सकता', 'सकती', 'सकते', 'करना', 'करें',
  'करे', 'कर', 'करने', 'करूं', 'होता', 'होती', 'होते', 'होगा', 'होगी', 'रहा', 'रही', 'रहे', 'गया', 'गई', 'गए', 'दिया', 'वाला',
  'वाली', 'वाले', 'जाता', 'जाती', 'जाते', 'अब', 'अगर', 'जब', 'तब', 'फिर', 'सबसे', 'बारे', 'जानकारी', 'हूं', 'हूँ', 'सभी',
  'सब', 'कौनसे', 'किन', 'किसको', 'मदद', 'सहायता', 'लोग', 'लोगों', 'दूसरे', 'दूसरा', 'दूसरी', 'उनकी', 'उनका', 'उनके', 'उन्हें',
  'इन्हें', 'उन्होंने', 'जिन', 'जिस', 'जिसे', 'जिसमें', 'another', 'other', 'others', 'अगली', 'अगला', 'अगले', 'आएगी', 'आएगा',
  'आती', 'आता', 'आते', 'आई', 'आया', 'चली', 'जाएगी', 'जाएगा', 'लगता', 'लगती', 'लगते', 'पड़ता', 'पड़ेगा', 'करता', 'करती', 'करते',
  'किया', 'किए', 'देता', 'देती', 'देते', 'सकें', 'पाएं', 'हुआ', 'हुई', 'हुए', 'चाहता', 'चाहती', 'चाहते', 'लेना', 'लें', 'दें', 'पता', 'इसमें', 'उसमें',
];

/**
 * Words in scheme names and questions that say "a government scheme" without saying which:
 * they rank a name a little but never count as evidence of a topic.
 */
export const GENERIC: string[] = [
  'scheme', 'schemes', 'yojana', 'yojna', 'plan', 'programme', 'program', 'pm', 'pradhan', 'mantri', 'prime', 'minister',
  'ministers', 'bharat', 'india', 'indian', 'national', 'rashtriya', 'mission', 'abhiyan', 'government', 'govt', 'gov',
  'sarkar', 'sarkari', 'central', 'centre', 'kendra', 'state', 'rajya', 'pradesh', 'mukhyamantri', 'chief', 'card', 'benefit', 'labh',
  // people schemes are named after
  'gandhi', 'indira', 'mahatma', 'deendayal', 'deen', 'dayal', 'upadhyaya', 'kalaignar', 'nehru', 'jawaharlal', 'ambedkar', 'modi',
  'गांधी', 'इंदिरा', 'महात्मा', 'दीनदयाल', 'उपाध्याय',
  'योजना', 'योजनाएं', 'योजनाओं', 'स्कीम', 'प्रधान', 'मंत्री', 'प्रधानमंत्री', 'पीएम', 'भारत', 'राष्ट्रीय', 'मिशन', 'अभियान',
  'सरकार', 'सरकारी', 'केंद्र', 'केंद्रीय', 'राज्य', 'मुख्यमंत्री', 'कार्ड', 'लाभ', 'yojanas', 'shree', 'shri', 'sri',
];

/**
 * Words that say what is asked (an amount, documents, how to apply) rather than about what:
 * they drive the intent and are left out of retrieval.
 */
export const INTENT_WORDS: string[] = [
  'document', 'documents', 'paper', 'papers', 'paperwork', 'proof', 'proofs', 'apply', 'applying', 'applied', 'application',
  'applications', 'register', 'registration', 'registering', 'enrol', 'enroll', 'enrolment', 'enrollment', 'eligibility',
  'qualify', 'qualifies', 'qualified', 'criteria', 'criterion', 'condition', 'conditions', 'benefits', 'amount', 'money',
  'rupee', 'paisa', 'deadline', 'last', 'date', 'dates', 'contact', 'helpline', 'number', 'phone', 'call', 'email', 'mail',
  'toll', 'procedure', 'process', 'steps', 'step', 'form', 'forms', 'required', 'requirement', 'requirements', 'submit',
  'needed', 'avail', 'claim', 'age', 'limit', 'old', 'year', 'years', 'month', 'months', 'rule', 'rules', 'status', 'check',
  'online', 'offline', 'website', 'portal', 'link', 'office', 'address', 'where', 'kagaz', 'dastavez', 'avedan', 'patra',
  'patrata', 'fayda', 'faida', 'rashi', 'tarikh', 'tareekh', 'umar', 'umr', 'aayu', 'saal', 'sal', 'varsh', 'mahina', 'shart',
  'sharten', 'sampark', 'praman', 'panjikaran', 'tithi', 'antim', 'aakhri', 'akhri',
  'दस्तावेज', 'दस्तावेज़', 'कागज', 'कागजात', 'आवेदन', 'अप्लाई', 'पात्र', 'पात्रता', 'योग्यता', 'फायदा', 'फ़ायदा', 'पैसा', 'रुपये',
  'राशि', 'तारीख', 'तिथि', 'अंतिम', 'आखिरी', 'संपर्क', 'हेल्पलाइन', 'नंबर', 'फोन', 'पंजीकरण', 'रजिस्ट्रेशन', 'प्रक्रिया',
  'फॉर्म', 'शर्त', 'शर्तें', 'उम्र', 'आयु', 'साल', 'वर्ष', 'महीना', 'प्रमाण', 'पत्र', 'डॉक्यूमेंट', 'ईमेल', 'दफ्तर',
];

/**
 * Topics no scheme covers (general knowledge, sport, cooking, entertainment, shopping, travel):
 * a question about them is refused even when a word of it happens to be in the catalogue.
 */
export const OFF_TOPIC: string[] = [
  'weather', 'forecast', 'temperature', 'mausam', 'cricket', 'football', 'ipl', 'score', 'scores', 'tournament',
  'movie', 'movies', 'film', 'films', 'cinema', 'song', 'songs', 'music', 'gaana', 'gana', 'gaane', 'joke', 'jokes', 'chutkula',
  'recipe', 'recipes', 'cook', 'cooking', 'pakate', 'pakana', 'pakaye', 'biryani', 'holiday', 'holidays', 'chutti',
  'best hospital', 'best doctor', 'best college', 'best school', 'best mobile', 'best bank', 'best phone', 'best laptop', 'best car',
  'best restaurant', 'best place', 'best book', 'sabse acha', 'gdp', 'duri', 'machine learning', 'artificial intelligence',
  'coding', 'programming', 'python', 'javascript', 'computer science', 'dollar', 'dollars', 'euro', 'exchange rate', 'population',
  'jansankhya', 'invented', 'inventor', 'history of', 'news', 'khabar', 'headlines', 'wifi', 'router', 'password of wifi', 'dog', 'cat',
  'pet', 'kutta', 'billi', 'joke', 'taj mahal', 'monument', 'tourist place', 'english speaking', 'english bolna',  'pizza', 'burger', 'restaurant', 'restaurants', 'dish', 'khana banana',
  'khana banane', 'khana kaise banaye', 'खाना बनाना', 'खाना बनाने',
  'rajdhani', 'president', 'election', 'elections', 'bitcoin', 'crypto', 'cryptocurrency', 'stock', 'stocks', 'sensex',
  'nifty', 'iphone', 'smartphone', 'laptop', 'girlfriend', 'boyfriend', 'dating', 'horoscope', 'rashifal', 'astrology',
  'poem', 'poetry', 'kavita', 'shayari', 'story', 'kahani', 'translate', 'translation', 'homework', 'equation', 'celebrity',
  'actor', 'actress', 'heroine', 'game', 'games', 'pubg', 'netflix', 'youtube', 'instagram', 'whatsapp', 'facebook', 'flight',
  'flights', 'hotel', 'hotels', 'tourist', 'tour', 'trip', 'ticket', 'tickets', 'train ticket', 'train ki ticket', 'train ka ticket', 'booking', 'appointment', 'weight', 'vajan', 'motapa', 'diet', 'gym', 'hair',
  'beauty', 'fashion', 'shopping', 'amazon', 'flipkart', 'gold', 'petrol', 'diesel price', 'traffic jam', 'lyrics', 'chess',
  'olympics', 'planet', 'moon', 'universe', 'dinosaur', 'capital of', 'tallest', 'largest', 'longest', 'fastest', 'richest',
  'who won', 'birthday', 'love', 'pyaar', 'meme', 'memes', 'anime', 'novel',
  'मौसम', 'क्रिकेट', 'फिल्म', 'फ़िल्म', 'गाना', 'गाने', 'चुटकुला', 'चुटकुले', 'रेसिपी', 'बिरयानी', 'राजधानी', 'राष्ट्रपति', 'चुनाव',
  'शेयर बाजार', 'मोटापा', 'कहानी', 'कविता', 'शायरी', 'राशिफल', 'ज्योतिष', 'मैच', 'स्कोर', 'खेल', 'टिकट', 'ट्रेन टिकट', 'होटल', 'वजन', 'सोना',
  'पिज़्ज़ा', 'पकवान', 'पकाते', 'पकाना', 'छुट्टी', 'सबसे अच्छा', 'जीडीपी', 'दूरी', 'मूवी', 'डॉलर', 'जनसंख्या', 'आविष्कार',
  'खबर', 'खबरें', 'ताजमहल', 'कुत्ते', 'कुत्ता', 'बिल्ली',  'अभिनेता', 'अभिनेत्री', 'चांद', 'ग्रह',
];

/** Greetings and questions about the assistant itself. */
export const GREETINGS: string[] = [
  'hi', 'hello', 'hey', 'hii', 'hlo', 'namaste', 'namaskar', 'namastey', 'pranam', 'good morning', 'good evening', 'good afternoon',
  'who are you', 'what can you do', 'how are you', 'kaise ho', 'aap kaun ho', 'tum kaun ho', 'thanks', 'thank you', 'dhanyavad',
  'shukriya', 'नमस्ते', 'नमस्कार', 'प्रणाम', 'धन्यवाद', 'शुक्रिया', 'आप कौन हैं', 'तुम कौन हो', 'आप क्या कर सकते हैं',
];
