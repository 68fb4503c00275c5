import { defineRoutePrefix, defineRoutes, responseOf } from '../http/route-definition.js';
import type { ImageUploadResponse } from '../identity/media.api.js';
import {
  approvedClassesQuerySchema,
  createClassRequestSchema,
  feedbackRequestSchema,
  type ClassPage,
  type InsertedResponse,
  type ModifiedResponse,
} from './class.api.js';
import type { ClassDto } from './class.dto.js';

/** Stored class images (`/media/classes/<file>`). */
export const CLASS_IMAGES_PREFIX = defineRoutePrefix('classes', '/media/classes/*');

export const CLASSES_ROUTES = defineRoutes('classes', {
  listApprovedClasses: {
    method: 'GET',
    path: '/approvedclass',
    access: 'public',
    spec: true,
    query: approvedClassesQuerySchema,
    response: responseOf<ClassDto[] | ClassPage>(),
  },
  listClasses: { method: 'GET', path: '/classes', access: 'admin', spec: true, response: responseOf<ClassDto[]>() },
  listInstructorClasses: { method: 'GET', path: '/classes/:email', access: 'instructor-or-admin', spec: true, response: responseOf<ClassDto[]>() },
  addClass: { method: 'POST', path: '/classes', access: 'instructor', spec: true, body: createClassRequestSchema, response: responseOf<InsertedResponse>() },
  approveClass: { method: 'PATCH', path: '/classe/approved/:id', access: 'admin', spec: true, response: responseOf<ModifiedResponse>() },
  denyClass: { method: 'PATCH', path: '/classe/denied/:id', access: 'admin', spec: true, response: responseOf<ModifiedResponse>() },
  sendClassFeedback: { method: 'PUT', path: '/feedback/:id', access: 'admin', spec: true, body: feedbackRequestSchema, response: responseOf<ModifiedResponse>() },
  // Answers 410 Gone: seats change only through checkout.
  updateClassSeats: { method: 'PUT', path: '/updateClass/:id', access: 'public', spec: true },
  listPopularClasses: { method: 'GET', path: '/popularclass', access: 'public', spec: true, response: responseOf<ClassDto[]>() },

  getClassDetail: { method: 'GET', path: '/classes/:id/detail', access: 'public', response: responseOf<ClassDto>() },
  uploadClassImage: { method: 'POST', path: '/media/classes', access: 'instructor', response: responseOf<ImageUploadResponse>() },
  getClassImage: { method: 'GET', path: '/media/classes/:file', access: 'public' },
});
