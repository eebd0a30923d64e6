import { LEASE_DOCUMENT_MESSAGES, leaseDocumentsProblem } from './lease-documents-tab';

const file = (name: string, size = 10) => ({ name, size });

describe('lease documents a user may choose (spec 2 §9)', () => {
  it('accepts pdf, doc, docx, txt, jpg and png, up to 10 MB each and 10 a time, as every upload', () => {
    expect(
      leaseDocumentsProblem(['a.pdf', 'b.doc', 'c.docx', 'd.txt', 'e.jpg', 'f.jpeg', 'g.PNG'].map((n) => file(n))),
    ).toBeNull();
    expect(leaseDocumentsProblem([file('a.gif')])).toBe(LEASE_DOCUMENT_MESSAGES.fileType);
    expect(leaseDocumentsProblem([file('a.pdf', 10_485_761)])).toBe('File size exceeds 10MB limit');
    expect(leaseDocumentsProblem(Array.from({ length: 11 }, (_, i) => file(`${i}.pdf`)))).toBe(
      'Maximum 10 files per upload',
    );
  });
});
