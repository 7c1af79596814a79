// Deutsch: was der Foto-Leser zu einem Foto mit zwei Gittern sagt (photo-inputs).

export const photoInputs = {
  'photo.read-one-of-two':
    'Dein Foto zeigt zwei Gitter: Ich habe das {place, select, left {linke} right {rechte} top {obere} other {untere}} gelesen. Für das andere schneide das Foto darauf zu und schick es noch einmal.',
};
