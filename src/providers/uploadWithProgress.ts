// A multipart upload with its progress (0..100) reported as it is sent: XMLHttpRequest, since fetch reports no
// upload progress. One file (sent as the field `file`) or a whole FormData; the session's headers; the JSON answer,
// or the answerError of src/providers/answers.ts (the server's message, else status text and code).
import { HttpError } from 'ra-core';
import { apiUrl } from '../config/appConfig';
import { answerBody, answerError, sessionHeaders } from './answers';

export function uploadWithProgress<T>(
  path: string,
  file: File | FormData,
  onProgress: (percent: number) => void,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'POST',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new HttpError('Network error', 0));
    xhr.onload = () => {
      const body = answerBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
      } else reject(answerError(xhr.status, xhr.statusText, body));
    };
    if (file instanceof FormData) return xhr.send(file);
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
