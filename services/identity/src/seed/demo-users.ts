import type { UserRole } from '../users/user.entity.js';

export interface DemoUser {
  name: string;
  email: string;
  role: UserRole;
  avatar: string;
  joinYear: number;
}

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'ClassHub#2026';

export const DEMO_USERS: DemoUser[] = [
  { name: 'Grace Whitfield', email: 'admin@classhub.test', role: 'admin', avatar: 'admin.svg', joinYear: 2023 },
  {
    name: 'Amelia Hart',
    email: 'instructor1@classhub.test',
    role: 'instructor',
    avatar: 'instructor1.svg',
    joinYear: 2023,
  },
  {
    name: 'Rafael Okafor',
    email: 'instructor2@classhub.test',
    role: 'instructor',
    avatar: 'instructor2.svg',
    joinYear: 2024,
  },
  {
    name: 'Mei Tanaka',
    email: 'instructor3@classhub.test',
    role: 'instructor',
    avatar: 'instructor3.svg',
    joinYear: 2025,
  },
  { name: 'Liam Carter', email: 'student1@classhub.test', role: 'student', avatar: 'student1.svg', joinYear: 2024 },
  { name: 'Sofia Alvarez', email: 'student2@classhub.test', role: 'student', avatar: 'student2.svg', joinYear: 2025 },
  { name: 'Noah Kim', email: 'student3@classhub.test', role: 'student', avatar: 'student3.svg', joinYear: 2025 },
  { name: 'Zara Ahmed', email: 'student4@classhub.test', role: 'student', avatar: 'student4.svg', joinYear: 2026 },
];
