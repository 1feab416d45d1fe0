import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). A dummy hash lets
 * unknown accounts cost the same time as wrong passwords, so timing does not reveal accounts.
 */
@Injectable()
export class PasswordHasher {
  private readonly options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the time of one verification against nothing. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= argon2.hash('not-a-real-password-0000', this.options);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
