import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Open to visitors; a valid bearer token is still read (for personalisation) when sent. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
