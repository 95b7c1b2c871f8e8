/**
 * A whole native drag and drop from `source` onto `target`, as the browser fires it, for stories' play
 * functions (the test runner cannot move a real mouse through a drag).
 */
export function dragOnto(source: Element, target: Element) {
  const dataTransfer = new DataTransfer();
  const fire = (element: Element, type: string) =>
    element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  fire(source, 'dragstart');
  fire(target, 'dragenter');
  fire(target, 'dragover');
  fire(target, 'drop');
  fire(source, 'dragend');
}
