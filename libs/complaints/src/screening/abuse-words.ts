/**
 * Abusive words and insults that keep a complaint off social media until a moderator looks
 * at it. Three lists, because Indian complaints are written in English, in Hindi
 * (Devanagari) and in Hinglish (Hindi in Latin letters). Extend them here, or per deployment
 * through `createTextScreener({ extraAbuseWords })`.
 *
 * Matching (see screen-text.ts) is on whole words, case-insensitive, tolerant of stretched
 * letters ("fuuuck"), of *, @ and look-alike digits in place of vowels ("f*ck", "b@stard",
 * "sh1t"), of Devanagari nukta, chandrabindu and long/short i and u ("हरामज़ादा" = "हरामजादा",
 * "कमिना" = "कमीना"), and in Hinglish of doubled vowels ("kameena" = "kamina",
 * "chootiya" = "chutiya", "haraamzaada" = "haramzada"). Multi-word entries are phrases.
 *
 * Deliberately left out, because ordinary complaints use them literally: animals (dog, pig,
 * donkey, कुत्ते, सुअर, kutte: stray-animal complaints are common), toilet words (shit is in,
 * but not टट्टी or tatti, which sanitation complaints need), "scum" (on water tanks),
 * "सालों" (also "years"), "kutti" (a child in Malayalam and Tamil), criticism such as
 * "useless", "corrupt", "दलाल", "चोर", "घटिया", and caste names: they are slurs when used to
 * insult, but caste-certificate complaints name them as a matter of fact, so that call is
 * the moderator's.
 */

export const ENGLISH_ABUSE_WORDS: readonly string[] = [
  'fuck', 'fucked', 'fucker', 'fucking', 'fuckin', 'fuckface', 'fuckwit', 'motherfucker', 'motherfucking',
  'mofo', 'wtf', 'stfu', 'shit', 'shitty', 'shithead', 'bullshit', 'dipshit', 'piece of shit',
  'bitch', 'bitchy', 'son of a bitch', 'bastard', 'asshole', 'arsehole', 'ass', 'arse', 'dumbass', 'jackass',
  'smartass', 'dick', 'dickhead', 'prick', 'cock', 'cocksucker', 'cunt', 'twat', 'pussy', 'whore', 'slut',
  'wanker', 'tosser', 'bollocks', 'bugger', 'douche', 'douchebag', 'scumbag', 'idiot', 'moron', 'imbecile',
  'cretin', 'retard', 'retarded', 'nitwit', 'numbskull', 'bonehead', 'nigger', 'nigga', 'faggot', 'fag',
  'tranny', 'spastic', 'screw you', 'go to hell',
];

export const HINDI_ABUSE_WORDS: readonly string[] = [
  'मादरचोद', 'मादरचोत', 'मादरजात', 'बहनचोद', 'बहनचोत', 'भेनचोद', 'भैनचोद', 'बहन के लौड़े', 'बहन की लौड़ी',
  'चूतिया', 'चूतिये', 'चूतियों', 'चूतियापा', 'चूत', 'लौड़ा', 'लौड़े', 'लौड़ू', 'लंड', 'लण्ड', 'गांड', 'गाण्ड',
  'गांडू', 'भोसड़ी', 'भोसड़ीके', 'भोसड़ी के', 'भोसड़ीवाले', 'भोसड़ा', 'भड़वा', 'भड़वे', 'भड़वी', 'रंडी', 'रण्डी',
  'रंडीबाज़', 'रांड', 'छिनाल', 'छिनार', 'हरामी', 'हरामियों', 'हरामखोर', 'हरामज़ादा', 'हरामज़ादे', 'हरामज़ादी',
  'कमीना', 'कमीने', 'कमीनी', 'कमीनों', 'कुतिया', 'कुत्ते की औलाद', 'कुत्ते का बच्चा', 'कुत्ते के पिल्ले',
  'सूअर की औलाद', 'सूअर का बच्चा', 'सूअर के बच्चे', 'उल्लू का पट्ठा', 'उल्लू के पट्ठे', 'साला', 'साले', 'झाटू',
  'झांट', 'चोदू', 'चुदाई', 'बेवकूफ़', 'मूर्ख', 'नालायक', 'कमबख़्त', 'तेरी माँ की', 'लुच्चा', 'लफंगा', 'टुच्चा',
];

export const HINGLISH_ABUSE_WORDS: readonly string[] = [
  'madarchod', 'maderchod', 'madarchot', 'madarjaat', 'behenchod', 'behanchod', 'bahenchod', 'bhenchod',
  'benchod', 'bhenchot', 'behen ke lode', 'behen ke laude', 'bkl', 'chutiya', 'chutiye', 'chutiyon', 'chutia',
  'chutiyapa', 'chut', 'lauda', 'laude', 'lawda', 'lavda', 'loda', 'lodu', 'laudu', 'lund', 'gaand', 'gandu',
  'gaandu', 'bhosdi', 'bhosdike', 'bhosdi ke', 'bhosdiwale', 'bhosdiwala', 'bhosda', 'bhosadi', 'bhosadike',
  'bsdk', 'bhadwa', 'bhadwe', 'bharwa', 'bharwe', 'randi', 'randiya', 'randibaaz', 'raand', 'chinal', 'chhinal',
  'harami', 'haramiyon', 'haramkhor', 'haramzada', 'haramzade', 'haramzadi', 'kamina', 'kamine', 'kaminey',
  'kamini', 'kutiya', 'kuttiya', 'kutte ki aulad', 'kutte ka bachcha', 'kutte ka bacha', 'suar ki aulad',
  'suar ke bacche', 'ullu ka pattha', 'ullu ke patthe', 'saala', 'sala', 'saale', 'jhaatu', 'jhant', 'chodu', 'chudai',
  'bakchod', 'bakchodi', 'bewakoof', 'bevakoof', 'nalayak', 'kambakht', 'teri maa ki', 'teri maa ka', 'tharki',
  'lafanga', 'tuchcha', 'chomu',
];

export type AbuseLanguage = 'english' | 'hindi' | 'hinglish';

export const ABUSE_WORDS: Readonly<Record<AbuseLanguage, readonly string[]>> = {
  english: ENGLISH_ABUSE_WORDS,
  hindi: HINDI_ABUSE_WORDS,
  hinglish: HINGLISH_ABUSE_WORDS,
};
