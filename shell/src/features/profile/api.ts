import {
  declaredRequest,
  IMAGE_UPLOAD_FIELD,
  type DeclaredResponse,
  type UpdateProfileRequest,
} from '@classhub/contracts';
import { api } from '@classhub/web-query';

const PROFILE_TAG = { type: 'User' as const, id: 'PROFILE' };

/** The profile calls (docs/product.md#session-and-users) and the profile picture upload. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /userprofile/{email}: the profile card. */
    getUserProfile: build.query<DeclaredResponse<'getProfileByEmail'>, string>({
      query: (email) => declaredRequest('getProfileByEmail', { params: { email } }),
      providesTags: [PROFILE_TAG],
    }),
    /** GET /getprofileinfo/{id}: loaded before the update form (the spec's route loader). */
    getProfileInfo: build.query<DeclaredResponse<'getProfileById'>, string>({
      query: (id) => declaredRequest('getProfileById', { params: { id } }),
      providesTags: [PROFILE_TAG],
    }),
    /** PUT /updateprofile/{id}: `modifiedCount` above 0 is a success. */
    updateProfile: build.mutation<DeclaredResponse<'updateProfile'>, { id: string; body: UpdateProfileRequest }>({
      query: ({ id, body }) => declaredRequest('updateProfile', { params: { id }, body }),
      invalidatesTags: [PROFILE_TAG, 'User'],
    }),
    /** POST /media/users (multipart field `image`): `{success, data: {display_url}}` like the spec's image host. */
    createProfilePicture: build.mutation<DeclaredResponse<'uploadProfilePicture'>, File>({
      query: (file) => {
        const body = new FormData();
        body.append(IMAGE_UPLOAD_FIELD, file);
        return declaredRequest('uploadProfilePicture', { body });
      },
    }),
  }),
});

export const {
  useGetUserProfileQuery,
  useGetProfileInfoQuery,
  useUpdateProfileMutation,
  useCreateProfilePictureMutation,
} = profileApi;
