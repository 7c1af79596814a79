// Português (Brasil): o que o leitor de fotos diz de uma foto com duas grades (photo-inputs).

export const photoInputs = {
  'photo.read-one-of-two':
    'Sua foto mostra duas grades: li a {place, select, left {da esquerda} right {da direita} top {de cima} other {de baixo}}. Para resolver a outra, recorte a foto nela e envie de novo.',
};
