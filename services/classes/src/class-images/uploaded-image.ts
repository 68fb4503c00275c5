import { CLASS_MESSAGES } from '@classhub/contracts';
import { badRequest, type MediaStore } from '@classhub/nest-kit';

/** A class may only show an image uploaded to ClassHub (POST /media/classes): 400 on `classImage` otherwise. */
export async function assertImageUploaded(media: MediaStore, classImage: string): Promise<void> {
  if (!(await media.has(classImage.slice(classImage.lastIndexOf('/') + 1))))
    throw badRequest(CLASS_MESSAGES.imageNotUploaded, [
      { field: 'classImage', message: CLASS_MESSAGES.imageNotUploaded },
    ]);
}
