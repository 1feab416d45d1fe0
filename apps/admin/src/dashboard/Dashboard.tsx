import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LinkBase, Title, useCreatePath, useGetIdentity, useGetList, useTranslate, type SortPayload } from 'react-admin';
import { resources } from '../resources';

/** Views whose card says how much is waiting: the list's total, read with a one-row page. */
const COUNTED: Record<string, { message: string; sort: SortPayload }> = {
  'moderation-queue': { message: 'admin.dashboard.waiting', sort: { field: 'screenedAt', order: 'ASC' } },
  'complaints-overdue': { message: 'admin.dashboard.overdue', sort: { field: 'dueAt', order: 'ASC' } },
};

const Count = ({ resource, message, sort }: { resource: string; message: string; sort: SortPayload }) => {
  const translate = useTranslate();
  const { total, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort });
  if (error || total === undefined) return null;
  return (
    <Chip
      size="small"
      color={total > 0 ? 'warning' : 'default'}
      label={translate(message, { smart_count: total })}
      sx={{ mt: 1 }}
    />
  );
};

export const Dashboard = () => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { identity } = useGetIdentity();

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="admin.title" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {identity?.fullName
              ? translate('admin.dashboard.welcome', { name: identity.fullName })
              : translate('admin.dashboard.welcomeAnonymous')}
          </Typography>
          <Typography color="text.secondary">{translate('admin.dashboard.intro')}</Typography>
        </CardContent>
      </Card>
      <Box
        component="nav"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {resources.map(({ name, icon: Icon }) => (
          <Card key={name}>
            <CardActionArea
              component={LinkBase}
              to={createPath({ resource: name, type: 'list' })}
              sx={{ height: '100%' }}
            >
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Icon color="primary" fontSize="large" />
                <Box>
                  <Typography variant="h6" component="h2">
                    {translate(`resources.${name}.name`, { smart_count: 2 })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`resources.${name}.description`)}
                  </Typography>
                  {COUNTED[name] && <Count resource={name} {...COUNTED[name]} />}
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
