import type { ClassStatus } from '@classhub/contracts';

export interface DemoClass {
  className: string;
  image: string;
  instructorEmail: string;
  instructorName: string;
  availableSeats: number;
  enrolled: number;
  priceCents: number;
  status: ClassStatus;
  feedback?: string;
}

const amelia = { instructorEmail: 'instructor1@classhub.test', instructorName: 'Amelia Hart' };
const rafael = { instructorEmail: 'instructor2@classhub.test', instructorName: 'Rafael Okafor' };
const mei = { instructorEmail: 'instructor3@classhub.test', instructorName: 'Mei Tanaka' };

/** The demo catalogue: the same instructors as identity's demo accounts, every status, one full class. */
export const DEMO_CLASSES: DemoClass[] = [
  {
    className: 'Watercolor Landscapes',
    image: 'watercolor.svg',
    ...amelia,
    availableSeats: 12,
    enrolled: 18,
    priceCents: 4900,
    status: 'approved',
  },
  {
    className: 'Acoustic Guitar for Beginners',
    image: 'guitar.svg',
    ...rafael,
    availableSeats: 8,
    enrolled: 22,
    priceCents: 5999,
    status: 'approved',
  },
  {
    className: 'Intro to Robotics',
    image: 'robotics.svg',
    ...mei,
    availableSeats: 0,
    enrolled: 16,
    priceCents: 8900,
    status: 'approved',
  },
  {
    className: 'Creative Writing Workshop',
    image: 'writing.svg',
    ...amelia,
    availableSeats: 15,
    enrolled: 9,
    priceCents: 3500,
    status: 'approved',
  },
  {
    className: 'Chemistry Lab Basics',
    image: 'chemistry.svg',
    ...mei,
    availableSeats: 6,
    enrolled: 14,
    priceCents: 7250,
    status: 'approved',
  },
  {
    className: 'Public Speaking Confidence',
    image: 'speaking.svg',
    ...rafael,
    availableSeats: 20,
    enrolled: 5,
    priceCents: 2999,
    status: 'approved',
  },
  {
    className: 'Astronomy Night Sky',
    image: 'astronomy.svg',
    ...mei,
    availableSeats: 10,
    enrolled: 11,
    priceCents: 4500,
    status: 'approved',
  },
  {
    className: 'Digital Photography',
    image: 'photography.svg',
    ...amelia,
    availableSeats: 3,
    enrolled: 21,
    priceCents: 6500,
    status: 'approved',
  },
  {
    className: 'Jazz Piano Improvisation',
    image: 'piano.svg',
    ...rafael,
    availableSeats: 10,
    enrolled: 0,
    priceCents: 7900,
    status: 'pending',
  },
  {
    className: 'Marine Biology Field Notes',
    image: 'marine.svg',
    ...mei,
    availableSeats: 14,
    enrolled: 0,
    priceCents: 5500,
    status: 'pending',
  },
  {
    className: 'Calligraphy in a Weekend',
    image: 'calligraphy.svg',
    ...amelia,
    availableSeats: 10,
    enrolled: 0,
    priceCents: 2500,
    status: 'denied',
    feedback: 'Please add a weekly outline and the materials students need to bring.',
  },
  {
    className: 'Street Dance Basics',
    image: 'dance.svg',
    ...rafael,
    availableSeats: 25,
    enrolled: 0,
    priceCents: 3000,
    status: 'denied',
  },
];
