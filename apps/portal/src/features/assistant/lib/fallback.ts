import { type ChatLanguage } from '../types';

/**
 * The widget's answer when the assistant replies without success (spec section 8): a few
 * facts kept in the code, picked by keyword. Figures as published by the schemes:
 * PM-KISAN ₹6,000 a year in 3 instalments of ₹2,000; AB PM-JAY cover of ₹5 lakh per family per
 * year; PMAY-G ₹1.20 lakh (plains) / ₹1.30 lakh (hilly and difficult areas) per house.
 */
const TOPICS: { keywords: RegExp; answer: Record<ChatLanguage, string> }[] = [
  {
    keywords: /kisan|kisaan|farmer|किसान|खेती|kheti/i,
    answer: {
      en: 'PM-KISAN gives landholding farmer families ₹6,000 a year, paid in 3 instalments of ₹2,000 straight into their Aadhaar-linked bank account. Register at pmkisan.gov.in or a Common Service Centre.',
      hi: 'पीएम-किसान में भूमिधारक किसान परिवारों को साल में ₹6,000 मिलते हैं, जो ₹2,000 की 3 किस्तों में सीधे आधार से जुड़े बैंक खाते में आते हैं। pmkisan.gov.in या जन सेवा केंद्र (CSC) पर पंजीकरण करें।',
      hinglish: 'PM-KISAN mein landholding kisan parivaron ko saal mein ₹6,000 milte hain, ₹2,000 ki 3 kishton mein seedhe Aadhaar se jude bank account mein. pmkisan.gov.in ya CSC par registration karein.',
    },
  },
  {
    keywords: /ayushman|pm-?jay|health|hospital|treatment|इलाज|अस्पताल|आयुष्मान|swasthya|स्वास्थ्य|ilaj/i,
    answer: {
      en: 'Ayushman Bharat PM-JAY gives health cover of up to ₹5 lakh per family per year for hospital treatment, cashless at empanelled hospitals. Check your eligibility at beneficiary.nha.gov.in.',
      hi: 'आयुष्मान भारत पीएम-जेएवाई में प्रति परिवार प्रति वर्ष ₹5 लाख तक का स्वास्थ्य कवर मिलता है, सूचीबद्ध अस्पतालों में कैशलेस इलाज। अपनी पात्रता beneficiary.nha.gov.in पर देखें।',
      hinglish: 'Ayushman Bharat PM-JAY mein har parivar ko saal mein ₹5 lakh tak ka health cover milta hai, empanelled hospitals mein cashless ilaj. Eligibility beneficiary.nha.gov.in par check karein.',
    },
  },
  {
    keywords: /awas|aawas|pmay|hous|home|ghar|makaan|makan|आवास|घर|मकान/i,
    answer: {
      en: 'Pradhan Mantri Awas Yojana helps families without a pucca house: in villages (PMAY-G) ₹1.20 lakh per house in the plains and ₹1.30 lakh in hilly and difficult areas; in towns PMAY-U 2.0 has its own support. Apply through your gram panchayat or urban local body.',
      hi: 'प्रधानमंत्री आवास योजना पक्के घर से वंचित परिवारों की मदद करती है: गाँवों में (PMAY-G) मैदानी क्षेत्रों में प्रति घर ₹1.20 लाख और पहाड़ी व दुर्गम क्षेत्रों में ₹1.30 लाख; शहरों में PMAY-U 2.0 की अपनी सहायता है। ग्राम पंचायत या नगर निकाय से आवेदन करें।',
      hinglish: 'Pradhan Mantri Awas Yojana pakka ghar na hone par madad karti hai: gaon mein (PMAY-G) plains mein ₹1.20 lakh aur pahadi ya durgam ilaakon mein ₹1.30 lakh per ghar; shehron mein PMAY-U 2.0 alag madad deti hai. Gram panchayat ya nagar nikay se apply karein.',
    },
  },
];

const GENERAL: Record<ChatLanguage, string> = {
  en: 'I could not reach the scheme assistant just now. You can ask me about PM-KISAN, Ayushman Bharat or housing (PMAY), or browse all schemes on the Schemes page.',
  hi: 'अभी योजना सहायक से संपर्क नहीं हो सका। आप पीएम-किसान, आयुष्मान भारत या आवास (PMAY) के बारे में पूछ सकते हैं, या योजनाएँ पेज पर सभी योजनाएँ देख सकते हैं।',
  hinglish: 'Abhi scheme assistant se connect nahi ho paaya. Aap PM-KISAN, Ayushman Bharat ya housing (PMAY) ke baare mein pooch sakte hain, ya Schemes page par saari schemes dekh sakte hain.',
};

export function fallbackAnswer(question: string, language: ChatLanguage): string {
  const topic = TOPICS.find((t) => t.keywords.test(question));
  return (topic?.answer ?? GENERAL)[language];
}
