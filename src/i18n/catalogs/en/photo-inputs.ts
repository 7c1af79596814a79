// English: what the photo reader says about a photo with two grids (photo-inputs).

export const photoInputs = {
  'photo.read-one-of-two':
    'Your photo shows two grids: I read the {place, select, left {left} right {right} top {top} other {bottom}} one. To solve the other, crop the photo to it and send it again.',
};
