import type { RoleName, State } from '@hub/contract';

export const DEMO_PASSWORD = 'hub-demo-2026';

export type DemoUser = {
  email: string;
  roles: RoleName[];
  state: State;
  /** Which demo employee the user is linked to or views (resolved by the generator). */
  link?: 'sales-rep' | 'escrow-officer';
  views?: 'sales-rep';
  description: string;
};

/** One sign-in per role the product distinguishes; `npm start` prints them. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'super@hub.test', roles: ['Super User'], state: 'AZ', description: 'Super User (both states)' },
  {
    email: 'nv.super@hub.test',
    roles: ['State Super User'],
    state: 'NV',
    description: 'State Super User for NV',
  },
  { email: 'admin@hub.test', roles: ['Admin'], state: 'AZ', description: 'Admin' },
  {
    email: 'sales@hub.test',
    roles: ['Sales'],
    state: 'AZ',
    link: 'sales-rep',
    description: 'Sales (marketing rep)',
  },
  {
    email: 'assistant@hub.test',
    roles: ['Sales-Assistant'],
    state: 'AZ',
    views: 'sales-rep',
    description: 'Sales-Assistant viewing the sales rep',
  },
  {
    email: 'escrow@hub.test',
    roles: ['Escrow Officer'],
    state: 'AZ',
    link: 'escrow-officer',
    description: 'Escrow Officer',
  },
];
