// Español: lo que dice el lector de fotos de una foto con dos cuadrículas (photo-inputs).

export const photoInputs = {
  'photo.read-one-of-two':
    'Tu foto muestra dos cuadrículas: he leído la {place, select, left {de la izquierda} right {de la derecha} top {de arriba} other {de abajo}}. Para resolver la otra, recorta la foto a ella y envíala otra vez.',
};
