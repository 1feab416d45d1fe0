import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@jan-seva/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset, resetPassword } from '../../../lib/auth/auth-api';

export { forgotPasswordRequestSchema, resetPasswordRequestSchema };

/** POST /api/auth/forgot-password {email}; the server answers the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    retry: false,
  });
}

/** POST /api/auth/reset-password {token, password}. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
    retry: false,
  });
}
