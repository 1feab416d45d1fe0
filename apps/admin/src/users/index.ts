import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList';
import { UserShow } from './UserShow';
import { fullName, type UserRecord } from './types';

export const users = {
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: (user: UserRecord) => fullName(user),
};
