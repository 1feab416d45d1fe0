/**
 * The console's own words, by react-admin's keys: resources.<resource>.fields.<field>.
 * react-admin's English texts (ra.*) stay as they are, except where named here.
 */
export const messages = {
  ra: {
    auth: {
      // The API signs in by e-mail (or phone); 'Username' would send people looking for one.
      username: 'Email',
    },
  },
  admin: {
    title: 'Jan Seva Portal · Administration',
    dashboard: {
      welcome: 'Welcome, %{name}',
      welcomeAnonymous: 'Welcome',
      intro:
        'This console is where administrators of the Jan Seva Portal look after citizen accounts and see what the system has recorded and sent.',
      open: 'Open',
    },
  },
  resources: {
    users: {
      name: 'User |||| Users',
      description: 'Citizen and administrator accounts, with their profile facts.',
      fields: {
        id: 'Id',
        q: 'Search',
        name: 'Name',
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        phone: 'Phone',
        role: 'Role',
        dateOfBirth: 'Date of birth',
        gender: 'Gender',
        address: { city: 'City', state: 'State', pincode: 'Pincode' },
        occupation: 'Occupation',
        annualIncome: 'Annual income',
        category: 'Category',
        phoneVerified: 'Phone verified',
        createdAt: 'Registered',
        lastSignedInAt: 'Last signed in',
      },
      roles: { user: 'Citizen', admin: 'Administrator' },
      genders: {
        male: 'Male',
        female: 'Female',
        other: 'Other',
        'prefer-not-to-say': 'Prefers not to say',
      },
      categories: { general: 'General', obc: 'OBC', sc: 'SC', st: 'ST', other: 'Other' },
    },
    events: {
      name: 'Event |||| Event log',
      description: 'Every change the system has recorded, in order: the audit trail.',
      fields: {
        id: 'Position',
        globalPosition: 'Position',
        recordedAt: 'Recorded',
        streamType: 'Stream type',
        streamId: 'Stream',
        streamVersion: 'Version',
        type: 'Event type',
        metadata: { actorId: 'Actor' },
        data: 'Data',
        recordedAfter: 'Recorded on or after',
        recordedBefore: 'Recorded on or before',
      },
      metadataTitle: 'Metadata',
    },
    'outbound-messages': {
      name: 'Outbound message |||| Outbound messages',
      description:
        'E-mails and text messages the system sent, or keeps here for you to read when no mail or SMS gateway is configured.',
      fields: {
        id: 'Id',
        createdAt: 'Created',
        channel: 'Channel',
        recipient: 'Recipient',
        subject: 'Subject',
        status: 'Status',
        attempts: 'Attempts',
        sentAt: 'Sent',
        lastError: 'Last error',
        body: 'Message',
      },
      channels: { email: 'Email', sms: 'SMS' },
      statuses: { queued: 'Queued', sent: 'Sent', kept: 'Kept here', failed: 'Failed' },
    },
  },
};
