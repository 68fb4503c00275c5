import { IMAGE_UPLOAD_FIELD, type ImageUploadResponse, type ProfileDto, type UpdateProfileRequest } from '@classhub/contracts';
import { api } from '@classhub/web-query';

const PROFILE_TAG = { type: 'User' as const, id: 'PROFILE' };

/** The profile calls of spec §7 (Session and users) and the profile picture upload (Image hosting). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /userprofile/{email}: the profile card. */
    getUserProfile: build.query<ProfileDto, string>({
      query: (email) => `/userprofile/${encodeURIComponent(email)}`,
      providesTags: [PROFILE_TAG],
    }),
    /** GET /getprofileinfo/{id}: loaded before the update form (the spec's route loader). */
    getProfileInfo: build.query<ProfileDto, string>({
      query: (id) => `/getprofileinfo/${encodeURIComponent(id)}`,
      providesTags: [PROFILE_TAG],
    }),
    /** PUT /updateprofile/{id}: `modifiedCount` above 0 is a success. */
    updateProfile: build.mutation<{ modifiedCount: number }, { id: string; body: UpdateProfileRequest }>({
      query: ({ id, body }) => ({ url: `/updateprofile/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [PROFILE_TAG, 'User'],
    }),
    /** POST /media/users (multipart field `image`): `{success, data: {display_url}}` like the spec's image host. */
    createProfilePicture: build.mutation<ImageUploadResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append(IMAGE_UPLOAD_FIELD, file);
        return { url: '/media/users', method: 'POST', body };
      },
    }),
  }),
});

export const { useGetUserProfileQuery, useGetProfileInfoQuery, useUpdateProfileMutation, useCreateProfilePictureMutation } = profileApi;
