// What the browser reads of a file before a signage upload: an image's or video's size, and a video's thumbnail
// drawn from a <video> element onto a canvas (doc 3: video view with a thumbnail; no native binary on the server).
export interface Captured {
  width?: number;
  height?: number;
  thumbnail?: Blob;
}

const THUMB_WIDTH = 320;

export function captureVideo(file: File, timeoutMs = 8000): Promise<Captured> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const done = (result: Captured) => {
      if (settled) return;
      settled = true;
      URL.revokeObjectURL(url);
      resolve(result);
    };
    const timer = setTimeout(() => done({}), timeoutMs);
    video.muted = true;
    video.preload = 'auto';
    video.onerror = () => {
      clearTimeout(timer);
      done({});
    };
    const draw = () => {
      clearTimeout(timer);
      const width = video.videoWidth;
      const height = video.videoHeight;
      if (!width || !height) return done({});
      const canvas = document.createElement('canvas');
      canvas.width = THUMB_WIDTH;
      canvas.height = Math.max(1, Math.round((height / width) * THUMB_WIDTH));
      canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob((blob) => done({ width, height, thumbnail: blob ?? undefined }), 'image/png');
    };
    // a frame one second in when the file states its duration (recorded streams often do not): else the first
    video.onloadeddata = () => {
      if (Number.isFinite(video.duration) && video.duration > 2) {
        video.onseeked = draw;
        video.currentTime = 1;
      } else draw();
    };
    video.src = url;
  });
}
