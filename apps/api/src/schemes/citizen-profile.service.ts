import { Inject, Injectable } from '@nestjs/common';
import { citizenProfileSchema, profileFromAccount, type CitizenProfile } from '@jan-seva/schemes';
import { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';
import { toUserDto, UserDirectory } from '../identity/user-directory';

/** The facts the eligibility engine reads for a signed-in citizen: account plus saved answers. */
@Injectable()
export class CitizenProfileService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly directory: UserDirectory,
  ) {}

  async savedAnswers(userId: string): Promise<CitizenProfile> {
    const row = await this.pool.query<{ answers: unknown }>('SELECT answers FROM eligibility_answers WHERE user_id = $1', [userId]);
    const parsed = citizenProfileSchema.safeParse(row.rows[0]?.answers ?? {});
    return parsed.success ? parsed.data : {};
  }

  async profileOf(userId: string, now = new Date()): Promise<CitizenProfile> {
    const [user, answers] = await Promise.all([this.directory.byId(userId), this.savedAnswers(userId)]);
    if (!user) return answers;
    return profileFromAccount(toUserDto(user), answers, { now });
  }
}
