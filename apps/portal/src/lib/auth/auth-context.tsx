import {
  AuthMessages,
  type AuthResult,
  type RegisterRequest,
  type UpdateProfileRequest,
  type UserDto,
} from '@jan-seva/contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer } from 'react';
import { ApiError, onSessionExpired } from '../api-client';
import { i18n } from '../i18n';
import { isLanguageCode, type LanguageCode } from '../i18n/languages';
import { clearToken, getToken, setToken } from '../token-storage';
import {
  fetchProfile,
  loginWithEmail,
  logoutSession,
  registerAccount,
  updatePreferences,
  updateProfile,
} from './auth-api';

/** Auth state of spec section 3. */
export interface AuthState {
  user: UserDto | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
}

/** Auth actions report a success flag plus the error message (spec section 8). */
export type AuthOutcome =
  | { success: true; user: UserDto }
  | { success: false; error: string; status: number; fields: Record<string, string>; retryAfter?: number };

export interface AuthContextValue extends AuthState {
  login: (email: string, password: string) => Promise<AuthOutcome>;
  register: (request: RegisterRequest) => Promise<AuthOutcome>;
  /**
   * Ends the session on the server and here. `beforeSignOut` runs after the server call and
   * before the local state is cleared, e.g. to leave a login-only page first.
   */
  logout: (options?: { beforeSignOut?: () => void }) => Promise<void>;
  updateUser: (update: UpdateProfileRequest) => Promise<AuthOutcome>;
}

type Action =
  | { type: 'start' }
  | { type: 'success'; user: UserDto }
  | { type: 'failure'; error: string }
  | { type: 'sessionChecked' }
  | { type: 'loggedOut'; error?: string }
  | { type: 'userUpdated'; user: Partial<UserDto> }
  | { type: 'languageSaved'; language: LanguageCode };

export const initialAuthState: AuthState = { user: null, isAuthenticated: false, isLoading: true, error: null };

export function authReducer(state: AuthState, action: Action): AuthState {
  switch (action.type) {
    case 'start':
      return { ...state, isLoading: true, error: null };
    case 'success':
      return { user: action.user, isAuthenticated: true, isLoading: false, error: null };
    case 'failure':
      return { user: null, isAuthenticated: false, isLoading: false, error: action.error };
    case 'sessionChecked':
      return { ...state, isLoading: false };
    case 'loggedOut':
      return { user: null, isAuthenticated: false, isLoading: false, error: action.error ?? null };
    case 'userUpdated':
      return state.user ? { ...state, user: { ...state.user, ...action.user } } : state;
    case 'languageSaved':
      return state.user
        ? { ...state, user: { ...state.user, preferences: { ...state.user.preferences, language: action.language } } }
        : state;
  }
}

function failureOf(error: unknown): Extract<AuthOutcome, { success: false }> {
  if (error instanceof ApiError) {
    return {
      success: false,
      error: error.message,
      status: error.status,
      fields: error.fields,
      retryAfter: error.retryAfter,
    };
  }
  return { success: false, error: error instanceof Error ? error.message : String(error), status: 0, fields: {} };
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

  // Session check at start (spec section 4): a stored token is exchanged for the profile; a
  // token the server refuses is discarded. A quiet check: visiting an open page with an old
  // token should not bounce the visitor to /login.
  useEffect(() => {
    if (!getToken()) {
      dispatch({ type: 'sessionChecked' });
      return;
    }
    const controller = new AbortController();
    fetchProfile({ skipSessionExpiry: true, signal: controller.signal }).then(
      ({ data }) => dispatch({ type: 'success', user: data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        clearToken();
        const expired = error instanceof ApiError && error.status === 401;
        dispatch({ type: 'loggedOut', error: expired ? AuthMessages.sessionExpired : undefined });
      },
    );
    return () => controller.abort();
  }, []);

  // A 401 on any later call: the api client already dropped the token.
  useEffect(
    () => onSessionExpired(() => dispatch({ type: 'loggedOut', error: AuthMessages.sessionExpired })),
    [],
  );

  // Keep a signed-in user's language preference on the server; failures are not the user's concern.
  const userId = state.user?.id;
  const savedLanguage = state.user?.preferences?.language;
  useEffect(() => {
    if (!userId) return;
    const onChange = (code: string) => {
      if (!isLanguageCode(code) || code === savedLanguage) return;
      updatePreferences({ language: code }).then(
        () => dispatch({ type: 'languageSaved', language: code }),
        () => undefined,
      );
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [userId, savedLanguage]);

  const completeSignIn = useCallback((result: AuthResult): AuthOutcome => {
    setToken(result.token);
    dispatch({ type: 'success', user: result.user });
    return { success: true, user: result.user };
  }, []);

  const login = useCallback(
    async (email: string, password: string): Promise<AuthOutcome> => {
      dispatch({ type: 'start' });
      try {
        const { data } = await loginWithEmail(email, password);
        return completeSignIn(data);
      } catch (error) {
        const failure = failureOf(error);
        dispatch({ type: 'failure', error: failure.error });
        return failure;
      }
    },
    [completeSignIn],
  );

  const register = useCallback(
    async (request: RegisterRequest): Promise<AuthOutcome> => {
      dispatch({ type: 'start' });
      try {
        const { data } = await registerAccount(request);
        return completeSignIn(data);
      } catch (error) {
        const failure = failureOf(error);
        dispatch({ type: 'failure', error: failure.error });
        return failure;
      }
    },
    [completeSignIn],
  );

  const logout = useCallback(async (options: { beforeSignOut?: () => void } = {}) => {
    try {
      if (getToken()) await logoutSession();
    } catch {
      /* the local session ends regardless */
    }
    clearToken();
    try {
      options.beforeSignOut?.();
    } finally {
      dispatch({ type: 'loggedOut' });
    }
  }, []);

  const updateUser = useCallback(async (update: UpdateProfileRequest): Promise<AuthOutcome> => {
    try {
      const { data } = await updateProfile(update);
      dispatch({ type: 'userUpdated', user: data });
      return { success: true, user: data };
    } catch (error) {
      return failureOf(error);
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, register, logout, updateUser }),
    [state, login, register, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
