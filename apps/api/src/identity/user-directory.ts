import { Inject, Injectable } from '@nestjs/common';
import type { UserDto } from '@jan-seva/contracts';
import { Pool } from 'pg';
import { PG_POOL } from '../database/database.module';

export interface UserRow {
  id: string;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  role: 'user' | 'admin';
  date_of_birth: string | null;
  gender: UserDto['gender'] | null;
  address: UserDto['address'] | null;
  occupation: string | null;
  annual_income: string | null;
  category: UserDto['category'] | null;
  profile_image: string | null;
  phone_verified: boolean;
  preferences: UserDto['preferences'];
  password_hash: string;
  created_at: Date;
  updated_at: Date;
  last_signed_in_at: Date | null;
}

const COLUMNS = `id, email, phone, first_name, last_name, role, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
  gender, address, occupation, annual_income, category, profile_image, phone_verified, preferences, password_hash,
  created_at, updated_at, last_signed_in_at`;

/** Lookups on the `users` read model. */
@Injectable()
export class UserDirectory {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async byId(id: string): Promise<UserRow | null> {
    const result = await this.pool.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return result.rows[0] ?? null;
  }

  /** E-mail (any case) or 10-digit phone. */
  async byIdentifier(identifier: string): Promise<UserRow | null> {
    const trimmed = identifier.trim();
    const result = /^\d{10}$/.test(trimmed)
      ? await this.pool.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE phone = $1`, [trimmed])
      : await this.pool.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [trimmed]);
    return result.rows[0] ?? null;
  }

  async byResetTokenHash(tokenHash: string): Promise<string | null> {
    const result = await this.pool.query<{ user_id: string }>('SELECT user_id FROM password_resets WHERE token_hash = $1', [tokenHash]);
    return result.rows[0]?.user_id ?? null;
  }
}

export function toUserDto(row: UserRow): UserDto {
  const dto: UserDto = {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    phoneVerified: row.phone_verified,
    preferences: row.preferences ?? {},
    createdAt: row.created_at.toISOString(),
  };
  if (row.date_of_birth) dto.dateOfBirth = row.date_of_birth;
  if (row.gender) dto.gender = row.gender;
  if (row.address) dto.address = row.address;
  if (row.occupation) dto.occupation = row.occupation;
  if (row.annual_income !== null) dto.annualIncome = Number(row.annual_income);
  if (row.category) dto.category = row.category;
  if (row.profile_image) dto.profileImage = row.profile_image;
  return dto;
}
