/** The signed-in account as stored under local storage `user` (spec 01 §3). */
export interface SessionSubscription {
  isActive: boolean;
  isTrial?: boolean;
  plan?: string;
  startDate?: string;
  endDate?: string;
}

export interface SessionUser {
  _id: string;
  userId?: string;
  name: string;
  email?: string;
  isHost: boolean;
  hostUrl?: string;
  subscription?: SessionSubscription;
  profilePicture?: string;
  callPageBackground?: string;
}

export type Role = 'host' | 'user';

export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
}
