// Français : ce que dit le lecteur de photos d'une photo à deux grilles (photo-inputs).

export const photoInputs = {
  'photo.read-one-of-two':
    'Votre photo montre deux grilles : j’ai lu celle {place, select, left {de gauche} right {de droite} top {du haut} other {du bas}}. Pour résoudre l’autre, recadrez la photo sur elle et renvoyez-la.',
};
