import { noContent, route } from "@/lib/http/route";
import { acceptSignedUpload } from "@/lib/storage/accept-signed-upload";

// The disk backend's signed upload target: the signed form fields are the authority (as with an S3 presigned
// POST), so no session is needed; 204 like S3. The file is recorded later through finalizeUpload.
export const POST = route({ auth: "public" }, async ({ req }) => {
  await acceptSignedUpload(req);
  return noContent();
});
