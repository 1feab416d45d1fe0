/** The part of a multer in-memory upload that our handlers use. */
export interface UploadedBuffer {
  buffer: Buffer;
  size: number;
  mimetype: string;
  originalname: string;
}
