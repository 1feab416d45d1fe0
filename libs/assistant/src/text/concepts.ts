/**
 * The concept map: words and phrases in English, Hindi (Devanagari) and Hinglish that mean the
 * same thing for a citizen looking for a scheme. The analyzer adds the concept as a term next
 * to the word, in the catalogue and in questions alike, so "penshan", "पेंशन" and "pension" all
 * meet in `~pension`. Forms are folded like any text (analyze.ts), so one spelling of a
 * romanised word covers its usual variants; inflected Hindi forms meet through the stemmer.
 *
 * A `weak` concept helps ranking but is not evidence that a question is about schemes at all
 * ("free", "monthly" and "family" occur in any question).
 */
export interface ConceptEntry {
  forms: string[];
  weak?: boolean;
  /** Further concepts a form of this one implies (a scholarship is about education). */
  implies?: string[];
}

export const CONCEPTS: Record<string, ConceptEntry> = {
  farmer: {
    forms: [
      'farmer', 'farmers', 'farming', 'agriculture', 'agricultural', 'agri', 'cultivator', 'cultivators', 'cultivation',
      'kisan', 'krishak', 'krishi', 'kheti', 'kheti badi', 'kisani', 'annadata', 'agriculturist', 'khetihar',
      'किसान', 'किसानों', 'कृषक', 'कृषि', 'खेती', 'खेतिहर', 'किसानी', 'अन्नदाता', 'काश्तकार', 'खेती बाड़ी', 'farm',
      'tractor', 'farm equipment', 'farm machinery', 'ट्रैक्टर', 'कृषि यंत्र',
    ],
  },
  field: { forms: ['field', 'fields', 'khet', 'kheton', 'खेत', 'खेतों'], implies: ['farmer'] },
  crop: { forms: ['crop', 'crops', 'fasal', 'fasalon', 'harvest', 'kharif', 'rabi', 'फसल', 'फसलों', 'फ़सल', 'खरीफ', 'रबी', 'paddy', 'dhan ki fasal'] },
  land: {
    forms: [
      'land', 'landholding', 'zameen', 'jameen', 'zamin', 'bhumi', 'bhoomi', 'acre', 'acres', 'hectare', 'hectares', 'bigha',
      'ज़मीन', 'जमीन', 'भूमि', 'भू', 'जोत', 'एकड़', 'हेक्टेयर', 'बीघा', 'khasra', 'khatauni', 'खसरा', 'खतौनी',
    ],
  },
  pension: { forms: ['pension', 'penshan', 'pention', 'pensioner', 'maandhan', 'पेंशन', 'पेन्शन', 'मानधन'] },
  oldage: {
    forms: [
      'old age', 'old people', 'old person', 'old persons', 'old man', 'old woman', 'old parents', 'elderly', 'elder', 'elders',
      'senior citizen', 'senior citizens', 'senior', 'seniors', 'aged', 'budhapa', 'bujurg', 'vridh', 'vriddh', 'vriddha',
      'vridha', 'vriddhavastha', 'vridhavastha', 'buddhe', 'budhe', 'budha', 'buddha', 'retirement', 'retired', 'retire',
      'बुढ़ापा', 'बुढ़ापे', 'बुजुर्ग', 'बुज़ुर्ग', 'बुजुर्गों', 'वृद्ध', 'वृद्धा', 'वृद्धों', 'वृद्धावस्था', 'वरिष्ठ नागरिक', 'वरिष्ठ',
      'सेवानिवृत्त', 'सेवानिवृत्ति', 'बूढ़े', 'बूढ़ा', 'बूढ़ी', '60 plus', '70 plus', 'सीनियर सिटीजन',
    ],
  },
  house: {
    forms: [
      'house', 'housing', 'home', 'homes', 'shelter', 'ghar', 'makan', 'awas', 'pucca house', 'pakka ghar', 'pakka makan',
      'kutcha', 'kachcha', 'kacha ghar', 'flat', 'houseless', 'homeless', 'aashiyana',
      'घर', 'मकान', 'आवास', 'पक्का घर', 'पक्का मकान', 'कच्चा घर', 'आशियाना', 'बेघर',
    ],
  },
  build: { forms: ['build', 'building', 'construct', 'construction', 'banane', 'banwane', 'banana', 'nirman', 'बनाने', 'बनवाने', 'निर्माण', 'बनाना'], weak: true },
  girl: {
    forms: [
      'daughter', 'daughters', 'girl', 'girls', 'girl child', 'beti', 'betiyan', 'betiyon', 'ladki', 'ladkiyan', 'ladkiyon',
      'ladkiyo', 'kanya', 'balika', 'bitiya', 'chhatra ladki', 'girl student', 'girl students',
      'बेटी', 'बेटियों', 'बेटियां', 'बेटियाँ', 'लड़की', 'लड़कियों', 'लड़कियां', 'बालिका', 'बालिकाओं', 'कन्या', 'छात्रा', 'छात्राओं', 'बिटिया',
    ],
  },
  women: {
    forms: [
      'woman', 'women', 'female', 'lady', 'ladies', 'mahila', 'aurat', 'auraten', 'auraton', 'stri', 'nari', 'behna', 'bahin',
      'bahan', 'housewife', 'homemaker', 'grihini', 'wife', 'patni', 'didi', 'womens',
      'महिला', 'महिलाओं', 'महिलाएं', 'महिलाएँ', 'औरत', 'औरतों', 'स्त्री', 'नारी', 'बहना', 'बहन', 'गृहिणी', 'पत्नी', 'दीदी',
    ],
  },
  pregnancy: {
    forms: [
      'pregnant', 'pregnancy', 'maternity', 'delivery', 'childbirth', 'garbhvati', 'garbhavastha', 'prasav', 'janani', 'matru',
      'matritva', 'lactating', 'breastfeeding', 'nursing mother', 'expecting mother', 'antenatal', 'prenatal', 'prasuti',
      'गर्भवती', 'गर्भावस्था', 'प्रसव', 'मातृत्व', 'जननी', 'मातृ', 'डिलीवरी', 'प्रसूति', 'स्तनपान',
    ],
  },
  mother: { forms: ['mother', 'mothers', 'maa', 'mata', 'मां', 'माँ', 'माता', 'माताओं'], weak: true },
  child: {
    forms: [
      'child', 'children', 'kid', 'kids', 'baby', 'infant', 'bachcha', 'bachche', 'bacche', 'bachchon', 'baccha', 'bachon',
      'santan', 'बच्चा', 'बच्चे', 'बच्चों', 'शिशु', 'संतान', 'बालक',
    ],
  },
  education: {
    forms: [
      'education', 'educational', 'study', 'studies', 'studying', 'padhai', 'padhna', 'padhne', 'padhana', 'padhane', 'shiksha',
      'school', 'schools', 'schooling', 'college', 'colleges', 'university', 'degree', 'graduation', 'vidya', 'admission',
      'fees', 'fee', 'tuition', 'higher studies', 'higher education', 'engineering', 'btech', 'diploma', 'class 10', 'class 12',
      'पढ़ाई', 'पढ़ना', 'पढ़ने', 'पढ़ाने', 'शिक्षा', 'स्कूल', 'कॉलेज', 'विद्यालय', 'विश्वविद्यालय', 'डिग्री', 'विद्या', 'फीस', 'फ़ीस',
      'दाखिला', 'पढाई', 'उच्च शिक्षा', 'इंजीनियरिंग',
    ],
  },
  scholarship: {
    forms: ['scholarship', 'chhatravritti', 'vazifa', 'wazifa', 'vajifa', 'छात्रवृत्ति', 'वजीफा', 'वज़ीफ़ा', 'स्कॉलरशिप'],
    implies: ['education'],
  },
  student: { forms: ['student', 'students', 'chhatra', 'vidyarthi', 'pupil', 'छात्र', 'छात्रों', 'विद्यार्थी', 'विद्यार्थियों'], implies: ['education'] },
  health: {
    forms: [
      'health', 'healthcare', 'medical', 'treatment', 'hospital', 'hospitals', 'hospitalisation', 'hospitalization', 'doctor',
      'disease', 'diseases', 'illness', 'sick', 'sickness', 'bimari', 'beemari', 'ilaj', 'upchar', 'aspatal', 'dawai', 'dava',
      'davai', 'medicine', 'medicines', 'surgery', 'operation', 'checkup', 'check up', 'cancer', 'kidney', 'heart', 'dialysis',
      'patient', 'patients', 'mareez', 'marij', 'cashless',
      'इलाज', 'स्वास्थ्य', 'अस्पताल', 'बीमारी', 'चिकित्सा', 'उपचार', 'दवा', 'दवाई', 'दवाइयां', 'दवाएं', 'ऑपरेशन', 'मरीज', 'मरीज़',
      'कैंसर', 'किडनी', 'हृदय', 'डॉक्टर',
    ],
  },
  insurance: { forms: ['insurance', 'insured', 'bima', 'beema', 'policy', 'premium', 'बीमा', 'इंश्योरेंस', 'प्रीमियम'] },
  life: { forms: ['life', 'jeevan', 'जीवन', 'term insurance'], weak: true },
  death: {
    forms: [
      'death', 'died', 'dies', 'dead', 'passed away', 'demise', 'maut', 'mrityu', 'mrutyu', 'expired', 'nominee',
      'मृत्यु', 'मौत', 'देहांत', 'निधन', 'गुजर गए', 'नहीं रहे',
    ],
  },
  earner: {
    forms: [
      'breadwinner', 'bread winner', 'earning member', 'earning person', 'earner', 'kamane wale', 'kamane wala', 'kamaane wale',
      'kamane vale', 'kamau', 'ghar ke kamane wale', 'ghar ka mukhiya', 'head of the family', 'head of family', 'family head',
      'कमाने वाले', 'कमाने वाला', 'कमाऊ', 'घर के कमाने वाले', 'परिवार का मुखिया', 'मुखिया',
    ],
  },
  accident: { forms: ['accident', 'accidental', 'durghatna', 'injury', 'दुर्घटना', 'हादसा', 'एक्सीडेंट'] },
  loan: {
    forms: [
      'loan', 'credit', 'karz', 'karza', 'karj', 'karja', 'rin', 'udhar', 'borrow', 'borrowing', 'finance', 'financing',
      'ऋण', 'लोन', 'कर्ज', 'कर्ज़', 'कर्जा', 'उधार', 'क्रेडिट',
    ],
  },
  lpg: {
    forms: [
      'gas', 'lpg', 'cylinder', 'cooking gas', 'chulha', 'chula', 'gas connection', 'rasoi gas', 'cooking fuel', 'refill',
      'गैस', 'सिलेंडर', 'एलपीजी', 'रसोई गैस', 'चूल्हा', 'गैस कनेक्शन',
    ],
  },
  job: {
    forms: [
      'job', 'jobs', 'employment', 'employed', 'unemployed', 'unemployment', 'naukri', 'rozgar', 'berozgar', 'kaam', 'work',
      'wage', 'wages', 'majdoori', 'mazdoori', 'placement', 'career', 'livelihood', 'aajeevika', 'ajeevika', 'income source',
      'नौकरी', 'रोजगार', 'रोज़गार', 'बेरोजगार', 'बेरोज़गार', 'बेरोजगारी', 'काम', 'मजदूरी', 'मज़दूरी', 'आजीविका', 'जॉब',
    ],
  },
  skill: {
    forms: [
      'skill', 'skills', 'skilling', 'training', 'trained', 'course', 'courses', 'vocational', 'kaushal', 'prashikshan', 'hunar',
      'certificate course', 'कौशल', 'प्रशिक्षण', 'हुनर', 'ट्रेनिंग', 'कोर्स', 'स्किल',
    ],
  },
  apprentice: { forms: ['apprentice', 'apprenticeship', 'apprentices', 'prashikshu', 'प्रशिक्षु', 'प्रशिक्षुता', 'अप्रेंटिसशिप', 'अप्रेंटिस'] },
  internship: { forms: ['internship', 'intern', 'interns', 'इंटर्नशिप'] },
  widow: {
    forms: [
      'widow', 'widows', 'widowed', 'vidhwa', 'bewa', 'husband died', 'husband passed away', 'husband is dead', 'lost her husband',
      'lost my husband', 'pati ki maut', 'pati ki mrityu', 'pati nahi rahe', 'विधवा', 'बेवा', 'पति की मृत्यु', 'पति की मौत', 'पति नहीं रहे',
    ],
  },
  disability: {
    forms: [
      'disability', 'disabilities', 'disabled', 'handicapped', 'handicap', 'divyang', 'viklang', 'apahij', 'pwd',
      'physically challenged', 'specially abled', 'differently abled', 'blind', 'deaf', 'wheelchair', 'tricycle', 'hearing aid',
      'artificial limb', 'hearing machine', 'kaan ki machine', 'sunne ki machine', 'कान की मशीन', 'सुनने की मशीन', 'विकलांग', 'दिव्यांग', 'विकलांगता', 'दिव्यांगता', 'अपाहिज', 'अंधा', 'बहरा', 'नेत्रहीन', 'दिव्यांगजन',
      'दिव्यांगों', 'विकलांगों',
    ],
  },
  business: {
    forms: [
      'business', 'businesses', 'enterprise', 'enterprises', 'entrepreneur', 'entrepreneurs', 'entrepreneurship', 'startup',
      'start up', 'venture', 'udyog', 'udyam', 'udyami', 'vyapar', 'vyavsay', 'vyavasay', 'dhandha', 'dukaan', 'dukan', 'shop',
      'karobar', 'self employment', 'self employed', 'swarozgar', 'swarojgar', 'msme', 'factory', 'manufacturing',
      'व्यवसाय', 'व्यापार', 'उद्योग', 'उद्यम', 'उद्यमी', 'धंधा', 'दुकान', 'कारोबार', 'बिज़नेस', 'बिजनेस', 'स्टार्टअप', 'स्वरोजगार',
    ],
  },
  food: {
    forms: [
      'ration', 'food', 'foodgrain', 'foodgrains', 'grain', 'grains', 'anaj', 'wheat', 'rice', 'gehu', 'gehun', 'chawal',
      'khana', 'bhojan', 'meal', 'meals', 'hunger', 'bhookh', 'राशन', 'अनाज', 'गेहूं', 'गेहूँ', 'चावल', 'खाना', 'भोजन', 'खाद्यान्न',
    ],
  },
  nutrition: { forms: ['nutrition', 'poshan', 'malnutrition', 'mid day meal', 'midday meal', 'पोषण', 'कुपोषण', 'मिड डे मील', 'मध्याह्न भोजन'] },
  solar: { forms: ['solar', 'surya', 'saur', 'rooftop', 'sun', 'सौर', 'सोलर', 'सूर्य', 'solar panel', 'सोलर पैनल'] },
  electricity: { forms: ['electricity', 'bijli', 'power', 'electric', 'light bill', 'bijli bill', 'बिजली', 'बिजली बिल', 'units of electricity', 'free units', '300 units', 'bijli unit'] },
  pump: { forms: ['pump', 'pumps', 'पंप', 'tubewell', 'borewell'] },
  irrigation: {
    forms: ['irrigation', 'sinchai', 'drip', 'sprinkler', 'सिंचाई', 'ड्रिप', 'स्प्रिंकलर', 'फव्वारा', 'टपक', 'water for farm'],
    implies: ['farmer'],
  },
  water: { forms: ['water', 'pani', 'paani', 'jal', 'पानी', 'जल'], weak: true },
  soil: { forms: ['soil', 'soil health', 'soil health card', 'मृदा स्वास्थ्य', 'मृदा स्वास्थ्य कार्ड', 'mitti', 'mati', 'मिट्टी', 'मृदा', 'fertiliser', 'fertilizer', 'khad', 'urvarak', 'खाद', 'उर्वरक'] },
  bank: {
    forms: [
      'bank account', 'bank', 'account', 'khata', 'savings account', 'zero balance', 'khata kholna', 'rupay card', 'debit card',
      'खाता', 'बैंक', 'बैंक खाता', 'जीरो बैलेंस', 'ज़ीरो बैलेंस',
    ],
  },
  savings: { forms: ['savings', 'saving', 'deposit', 'invest', 'investment', 'bachat', 'nivesh', 'बचत', 'निवेश', 'जमा', 'fixed deposit', 'interest rate'] },
  worker: {
    forms: [
      'labour', 'labourer', 'labourers', 'labor', 'laborer', 'laborers', 'worker', 'workers', 'mazdoor', 'majdoor', 'shramik',
      'kamgar', 'daily wage', 'dihadi', 'unorganised', 'unorganized', 'asangathit', 'gig', 'migrant', 'construction worker',
      'मजदूर', 'मज़दूर', 'मजदूरों', 'श्रमिक', 'श्रमिकों', 'कामगार', 'दिहाड़ी', 'असंगठित', 'प्रवासी', 'shram', 'श्रम',
    ],
  },
  vendor: {
    forms: [
      'street vendor', 'vendor', 'vendors', 'hawker', 'hawkers', 'rehri', 'rehdi', 'patri', 'thela', 'thele', 'thelewala',
      'pheriwala', 'feriwala', 'rehri patri', 'tea stall', 'stall', 'kiosk', 'roadside', 'footpath', 'chai ki dukan', 'chai ki dukaan',
      'chai ka thela', 'gumti', 'sadak kinare', 'चाय की दुकान', 'गुमटी', 'सड़क किनारे', 'फुटपाथ', 'रेहड़ी', 'पटरी', 'ठेला', 'ठेले', 'फेरीवाला', 'फेरी', 'ठेलेवाला', 'स्ट्रीट वेंडर',
    ],
  },
  artisan: {
    forms: [
      'artisan', 'artisans', 'craftsman', 'craftsmen', 'craft', 'crafts', 'karigar', 'shilpkar', 'carpenter', 'tailor', 'barber',
      'blacksmith', 'goldsmith', 'potter', 'cobbler', 'weaver', 'darzi', 'lohar', 'sunar', 'kumhar', 'mochi', 'mason',
      'कारीगर', 'शिल्पकार', 'बढ़ई', 'दर्जी', 'नाई', 'लोहार', 'सुनार', 'कुम्हार', 'मोची', 'बुनकर', 'राजमिस्त्री', 'toolkit',
    ],
  },
  scst: {
    forms: [
      'sc', 'st', 'sc st', 'scheduled caste', 'scheduled castes', 'scheduled tribe', 'scheduled tribes', 'dalit', 'adivasi',
      'tribal', 'anusuchit', 'anusuchit jati', 'anusuchit janjati', 'अनुसूचित जाति', 'अनुसूचित जनजाति', 'अनुसूचित', 'दलित',
      'आदिवासी', 'एससी', 'एसटी',
    ],
  },
  obc: { forms: ['obc', 'backward class', 'backward classes', 'other backward', 'pichda', 'pichhda varg', 'ebc', 'dnt', 'ओबीसी', 'पिछड़ा वर्ग', 'पिछड़ा', 'पिछड़े'] },
  rural: { forms: ['village', 'villages', 'rural', 'gaon', 'gramin', 'grameen', 'dehat', 'panchayat', 'gram', 'गांव', 'गाँव', 'ग्रामीण', 'देहात', 'पंचायत', 'ग्राम'] },
  urban: { forms: ['city', 'cities', 'urban', 'town', 'shahar', 'shehar', 'shahri', 'nagar', 'शहर', 'शहरी', 'नगर', 'कस्बा'] },
  poor: {
    forms: [
      'poor', 'poverty', 'bpl', 'below poverty line', 'garib', 'nirdhan', 'garibi', 'low income', 'lower income', 'needy',
      'financially weak', 'economically weaker', 'ews', 'no income', 'koi income nahi', 'koi aay nahi', 'koi kamai nahi',
      'कोई आय नहीं', 'कोई कमाई नहीं', 'आय नहीं', 'गरीब', 'गरीबी', 'निर्धन', 'बीपीएल', 'गरीबों', 'कम आय', 'आर्थिक रूप से कमजोर',
    ],
  },
  shg: { forms: ['self help group', 'self help groups', 'shg', 'shgs', 'samooh', 'samuh', 'स्वयं सहायता समूह', 'समूह', 'एसएचजी', 'women group'] },
  violence: {
    forms: [
      'violence', 'domestic violence', 'abuse', 'harassment', 'hinsa', 'atyachar', 'beating', 'maarpeet', 'marpit', 'dowry',
      'rape', 'assault', 'gharelu hinsa', 'gharelu', 'हिंसा', 'घरेलू हिंसा', 'उत्पीड़न', 'अत्याचार', 'मारपीट', 'दहेज',
    ],
  },
  marriage: { forms: ['marriage', 'wedding', 'shadi', 'vivah', 'विवाह', 'शादी', 'child marriage', 'बाल विवाह'], weak: true },
  monthly: { forms: ['monthly', 'per month', 'every month', 'har mahine', 'masik', 'mahine', 'मासिक', 'महीने', 'हर महीने', 'प्रति माह'], weak: true },
  instalment: { forms: ['instalment', 'instalments', 'installment', 'installments', 'kisht', 'kist', 'qist', 'किस्त', 'किश्त', 'किस्तें'] },
  subsidy: { forms: ['subsidy', 'subsidies', 'anudan', 'sabsidi', 'सब्सिडी', 'अनुदान', 'छूट', 'grant', 'grants'] },
  interest: { forms: ['interest', 'byaj', 'byaaj', 'ब्याज', 'interest subvention'], weak: true },
  fisher: { forms: ['fisher', 'fisherman', 'fishermen', 'fishing', 'fisheries', 'fish', 'machhuara', 'machhli', 'मछुआरा', 'मछुआरे', 'मछली', 'मत्स्य'] },
  animal: { forms: ['animal husbandry', 'dairy', 'cattle', 'cow', 'buffalo', 'pashupalan', 'pashu', 'पशुपालन', 'पशु', 'डेयरी', 'गाय', 'भैंस', 'goat', 'poultry'] },
  youth: { forms: ['youth', 'young', 'yuva', 'yuvaon', 'yuvao', 'yuvak', 'naujawan', 'naujavano', 'नौजवान', 'युवा', 'युवाओं', 'graduate', 'graduates', 'fresher', 'freshers'], weak: true },
  free: { forms: ['free', 'muft', 'nishulk', 'मुफ्त', 'मुफ़्त', 'निःशुल्क', 'निशुल्क', 'free of cost'], weak: true },
  family: {
    forms: [
      'family', 'families', 'parivar', 'parivaar', 'household', 'परिवार', 'परिवारों', 'father', 'papa', 'pita', 'pitaji', 'parents',
      'mata pita', 'maa baap', 'husband', 'pati', 'son', 'beta', 'grandfather', 'grandmother', 'dada', 'dadi', 'nana', 'nani',
      'पिता', 'पिताजी', 'पापा', 'माता पिता', 'मां बाप', 'पति', 'बेटा', 'दादा', 'दादी', 'नाना', 'नानी',
    ],
    weak: true,
  },
  medicine: { forms: ['generic medicine', 'generic medicines', 'cheap medicine', 'cheap medicines', 'sasti dawa', 'sasti dawai', 'सस्ती दवा', 'सस्ती दवाएं', 'जेनेरिक'], implies: ['health'] },
  science: { forms: ['science', 'sciences', 'vigyan', 'bsc', 'msc', 'विज्ञान', 'research'], weak: true },
  technical: { forms: ['technical', 'aicte', 'polytechnic', 'तकनीकी'], weak: true },
};

/**
 * The catalogue categories a concept belongs to: a scheme whose own category (or one it is
 * also listed in) is the concept's ranks a little higher, so "ghar" finds the housing schemes
 * before PM Surya Ghar, whose name only happens to contain the word.
 */
export const CONCEPT_CATEGORIES: Record<string, string[]> = {
  farmer: ['agriculture'], field: ['agriculture'], crop: ['agriculture'], land: ['agriculture'], irrigation: ['agriculture'],
  soil: ['agriculture'], pump: ['agriculture', 'energy'], house: ['housing'], education: ['education'],
  scholarship: ['education'], student: ['education'], health: ['health'], pregnancy: ['health'], medicine: ['health'],
  job: ['employment'], skill: ['employment'], apprentice: ['employment'], internship: ['employment'], worker: ['employment'],
  vendor: ['employment'], artisan: ['employment'], business: ['business'], pension: ['pension-insurance'],
  insurance: ['pension-insurance'], savings: ['pension-insurance'], bank: ['pension-insurance'], women: ['women-child'],
  girl: ['women-child'], disability: ['disability'], solar: ['energy'], electricity: ['energy'], lpg: ['energy'],
  food: ['social-welfare'], poor: ['social-welfare'], widow: ['social-welfare'], oldage: ['social-welfare', 'pension-insurance'],
  death: ['social-welfare'],
};
