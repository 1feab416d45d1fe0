import { createTextScreener, screenComplaintText } from './screen-text';
import { isVerhoeffValid, verhoeffCheckDigit } from './verhoeff';

const kinds = (text: string) => screenComplaintText(text).findings.map((finding) => finding.kind);
const redacted = (text: string) => screenComplaintText(text).redactedText;

/** A 12-digit number that passes the Verhoeff check (as a real Aadhaar number does). */
const withCheckDigit = (elevenDigits: string) => `${elevenDigits}${verhoeffCheckDigit(elevenDigits)}`;

describe('screening complaint text', () => {
  describe('realistic complaints', () => {
    it('English: finds the phone number, the e-mail, the house number and the abuse, and redacts them', () => {
      const text =
        'The streetlight outside H.No. 12, Vikas Nagar has been off for 3 weeks. These idiots at the ' +
        'electricity office never pick up. Call me on +91 98765 43210 or write to asha.verma@gmail.com.';
      const result = screenComplaintText(text);
      expect(result.verdict).toBe('needs_review');
      expect(result.findings).toEqual([
        { kind: 'address', match: 'H.No. **', index: text.indexOf('H.No.') },
        { kind: 'abuse', match: 'i*****', index: text.indexOf('idiots') },
        { kind: 'phone', match: '+** ***** ***10', index: text.indexOf('+91') },
        { kind: 'email', match: 'a***@gmail.com', index: text.indexOf('asha.verma') },
      ]);
      expect(result.redactedText).toBe(
        'The streetlight outside [address removed], Vikas Nagar has been off for 3 weeks. These **** at the ' +
          'electricity office never pick up. Call me on [phone removed] or write to [email removed].',
      );
    });

    it('Hindi: finds Devanagari abuse (any nukta spelling), a phone number in Devanagari digits and the house number', () => {
      const text =
        'हमारे मोहल्ले में पिछले दो हफ्तों से पानी नहीं आ रहा है। कमीने अधिकारी फ़ोन नहीं उठाते, हरामजादे! ' +
        'मेरा नंबर ९८७६५४३२१० है। मकान नंबर 45, गोमती नगर, लखनऊ 226010';
      const result = screenComplaintText(text);
      expect(result.findings).toEqual([
        { kind: 'abuse', match: 'क****', index: text.indexOf('कमीने') },
        { kind: 'abuse', match: 'ह*******', index: text.indexOf('हरामजादे') },
        { kind: 'phone', match: '********१०', index: text.indexOf('९८७६') },
        { kind: 'address', match: 'मकान नंबर **', index: text.indexOf('मकान') },
      ]);
      expect(result.redactedText).toBe(
        'हमारे मोहल्ले में पिछले दो हफ्तों से पानी नहीं आ रहा है। **** अधिकारी फ़ोन नहीं उठाते, ****! ' +
          'मेरा नंबर [phone removed] है। [address removed], गोमती नगर, लखनऊ 226010',
      );
    });

    it('Hinglish: finds romanised abuse in its loose spellings, a +91-less mobile number and the makan number', () => {
      const text =
        'Bhai ye haraamzaada contractor ne road ka kaam adhura chhod diya, kameene log kuch nahi karte. ' +
        'Call karo 919876543210 pe. Makan no 23/4, Sector 5, Noida.';
      const result = screenComplaintText(text);
      expect(result.findings.map((finding) => [finding.kind, finding.match])).toEqual([
        ['abuse', 'h**********'],
        ['abuse', 'k******'],
        ['phone', '**********10'],
        ['address', 'Makan no **/*'],
      ]);
      expect(result.redactedText).toBe(
        'Bhai ye **** contractor ne road ka kaam adhura chhod diya, **** log kuch nahi karte. ' +
          'Call karo [phone removed] pe. [address removed], Sector 5, Noida.',
      );
    });

    it('a clean complaint in all three languages is clean and unchanged', () => {
      const texts = [
        'Large pothole on MG Road near the bus stop since 12 March 2026; two scooters have fallen. Ward 14, pincode 226001.',
        'सड़क पर बड़ा गड्ढा है, कई सालों से मरम्मत नहीं हुई। आवारा कुत्ते और सुअर घूमते हैं। वार्ड 14, पिन 226001',
        'Hamare gali mein ganda paani bhar gaya hai, kutte aur suar ghoomte hain, 2026 se koi safai nahi hui.',
      ];
      for (const text of texts) {
        expect(screenComplaintText(text)).toEqual({ findings: [], redactedText: text, verdict: 'clean' });
      }
    });
  });

  describe('abuse', () => {
    it.each([
      ['stretched letters', 'This is shiiiiit service', 's*******'],
      ['a star for a vowel', 'what a f*cking mess', 'f******'],
      ['@ for a', 'the b@stard took a bribe', 'b******'],
      ['look-alike digits', 'sh1t road', 's***'],
      ['upper case', 'BASTARD officer', 'B******'],
      ['accents', 'fück this', 'f***'],
      ['a zero-width space inside', 'fu\u200Bck this', 'f****'],
      ['a plural', 'all bitches here', 'b******'],
      ['a phrase', 'son of a bitch', 's** ** * *****'],
      ['Hinglish doubled vowels', 'chootiya officer', 'c*******'],
      ['Hinglish short spelling', 'sala chor', 's***'],
      ['Hindi long/short vowel variant', 'कमिना आदमी', 'क****'],
      ['Hindi phrase', 'उल्लू के पट्ठे सब', 'उ**** ** *****'],
    ])('catches %s', (_case, text, match) => {
      const [finding] = screenComplaintText(text).findings;
      expect(finding).toMatchObject({ kind: 'abuse', match });
    });

    it.each([
      ['words containing a listed word', 'Scunthorpe class assessment passenger cocktail Dickens'],
      ['words that only look alike', 'sheet metal, illegal sale of liquor, a shell, butter, assign'],
      ['literal animals and filth words in complaints', 'stray dogs, pigs and donkeys; scum in the water tank; tatti on the road'],
      ['Hindi "years" and spices', 'कई सालों से मसाला बाज़ार बंद है'],
      ['Hinglish dirty water and a Malayalam child', 'ganda paani, gandagi, kutti school jaati hai'],
      ['mild criticism', 'useless, corrupt, lazy officials; घटिया सड़क; दलाल घूमते हैं'],
    ])('does not flag %s', (_case, text) => {
      expect(kinds(text)).toEqual([]);
    });

    it('can be extended with more words, and told to allow a built-in one', () => {
      const screener = createTextScreener({ extraAbuseWords: ['nikamma', 'निकम्मा'], allowedWords: ['idiot'] });
      expect(screener.screen('nikammaa officer, निकम्मा बाबू, idiot').findings.map((finding) => finding.match)).toEqual([
        'n*******',
        'न******',
      ]);
    });
  });

  describe('phone numbers', () => {
    it.each([
      '9876543210',
      '+91 98765 43210',
      '+91-9876543210',
      '+919876543210',
      '0091 9876543210',
      '09876543210',
      '98765-43210',
      '987-654-3210',
      '6123456789',
    ])('finds %s', (number) => {
      expect(screenComplaintText(`Call ${number} please`)).toMatchObject({
        findings: [{ kind: 'phone', index: 5 }],
        redactedText: 'Call [phone removed] please',
      });
    });

    it.each([
      ['a pincode', 'Lucknow 226001'],
      ['a year', 'since 2026'],
      ['a date', 'on 21-11-2025'],
      ['an amount', 'Rs. 1,50,000 and ₹ 7,50,000'],
      ['a registration number', 'see JS-2026-900123'],
      ['a landline', 'office 0522-2345678'],
      ['a number starting below 6', '5123456789'],
      ['an 11-digit run', '98765432101'],
      ['a vehicle number', 'UP 32 AB 1234'],
    ])('does not take %s for a phone number', (_case, text) => {
      expect(kinds(text)).toEqual([]);
    });
  });

  describe('Aadhaar-like numbers', () => {
    const valid = withCheckDigit('23456789012');

    it('flags 12 digits together or in groups of 4, and says whether the check digit holds', () => {
      const grouped = `${valid.slice(0, 4)} ${valid.slice(4, 8)} ${valid.slice(8)}`;
      const invalid = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
      expect(isVerhoeffValid(valid)).toBe(true);
      expect(isVerhoeffValid(invalid)).toBe(false);
      const dashed = `${valid.slice(0, 4)}-${valid.slice(4, 8)}-${valid.slice(8)}`;
      const text = `Aadhaar ${grouped}, my son's ${invalid}, wife ${dashed}`;
      const result = screenComplaintText(text);
      expect(result.findings).toEqual([
        { kind: 'aadhaar', match: `XXXX XXXX ${valid.slice(8)}`, index: text.indexOf(grouped), verified: true },
        { kind: 'aadhaar', match: `XXXXXXXX${invalid.slice(8)}`, index: text.indexOf(invalid), verified: false },
        { kind: 'aadhaar', match: `XXXX-XXXX-${valid.slice(8)}`, index: text.indexOf(dashed), verified: true },
      ]);
      expect(result.redactedText).toBe("Aadhaar [Aadhaar removed], my son's [Aadhaar removed], wife [Aadhaar removed]");
    });

    it('passes the published Verhoeff test vector', () => {
      expect(verhoeffCheckDigit('236')).toBe(3);
      expect(isVerhoeffValid('2363')).toBe(true);
    });

    it.each([
      ['11 digits', '23456789012'],
      ['13 digits', '2345678901234'],
      ['a first digit of 1', '123456789012'],
      ['mixed grouping', '2345 67890123'],
    ])('does not flag %s', (_case, number) => {
      expect(kinds(`number ${number}`)).not.toContain('aadhaar');
    });

    it('takes a 91-prefixed mobile number for a phone number unless the check digit says Aadhaar', () => {
      expect(kinds('919876543210')).toEqual(['phone']);
      const aadhaarStarting91 = withCheckDigit('91987654321');
      expect(kinds(aadhaarStarting91)).toEqual(['aadhaar']);
    });
  });

  describe('PAN, e-mail and addresses', () => {
    it('finds a PAN in either case, but not a look-alike', () => {
      expect(screenComplaintText('PAN ABCPV1234K and abcpv1234k').findings.map((f) => [f.kind, f.match])).toEqual([
        ['pan', '********4K'],
        ['pan', '********4k'],
      ]);
      expect(kinds('code ABCDE12345 and ABCXV1234K')).toEqual([]);
    });

    it('finds e-mail addresses, also written with [at] and [dot]', () => {
      const result = screenComplaintText('mail ramesh_k99@yahoo.co.in or ramesh [at] gmail [dot] com');
      expect(result.findings.map((f) => [f.kind, f.match])).toEqual([
        ['email', 'r***@yahoo.co.in'],
        ['email', 'r***[at] gmail [dot] com'],
      ]);
      expect(result.redactedText).toBe('mail [email removed] or [email removed]');
    });

    it.each([
      ['H.No. 12, Aliganj', '[address removed], Aliganj'],
      ['H No 12-3-45, Ameerpet', '[address removed], Ameerpet'],
      ['Flat 4B, Lotus Apartments', '[address removed], Lotus Apartments'],
      ['flat no. 302 in Tower C', '[address removed] in Tower C'],
      ['#23, 5th Cross, Indiranagar', '[address removed], 5th Cross, Indiranagar'],
      ['house number 45 near the temple', '[address removed] near the temple'],
      ['Plot No. 17, Sector 8', '[address removed], Sector 8'],
      ['C-12, Sector 15, Noida', '[address removed], Sector 15, Noida'],
      ['मकान नंबर 45, गोमती नगर', '[address removed], गोमती नगर'],
      ['म. नं. 12 के सामने', '[address removed] के सामने'],
      ['makan number 7 ke paas', '[address removed] ke paas'],
    ])('redacts the house number in "%s"', (text, expected) => {
      expect(kinds(text)).toEqual(['address']);
      expect(redacted(text)).toBe(expected);
    });

    it.each([
      'Sector 15, Noida',
      'Gali No. 4, Ward 12',
      'the #1 problem in our area',
      'a flat tyre on the 4th floor',
      'the road is flat near 5th Cross',
    ])('keeps the locality "%s"', (text) => {
      expect(kinds(text)).toEqual([]);
    });
  });

  it('reports an e-mail once even though it contains a phone number', () => {
    expect(kinds('9876543210@paytm.in')).toEqual(['email']);
  });

  it('is deterministic and points every finding at the original text', () => {
    const text = 'हरामी! H.No. 5, call 9876543210';
    const first = screenComplaintText(text);
    expect(screenComplaintText(text)).toEqual(first);
    for (const finding of first.findings) {
      expect(text[finding.index]).toBe(finding.match[0] === '*' ? text[finding.index] : finding.match[0]);
    }
    expect(first.findings.map((f) => f.index)).toEqual([0, 7, 21]);
  });
});
