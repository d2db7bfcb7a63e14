import { GRIEVANCE_ANSWER_DAYS, RETENTION } from '@store/shared';
import { Link } from 'react-router';
import { BUSINESS, formatAddress } from '@/config/business';
import type { LegalSection } from '../components/legal-document';
import { GRIEVANCE_RESPONSE, LEGAL_UPDATED } from './legal-dates';

export const PRIVACY_UPDATED = LEGAL_UPDATED;

const { grievanceOfficer } = BUSINESS;

export const PRIVACY_INTRO = (
  <>
    <p>
      This policy explains what personal data {BUSINESS.name} collects when you use this website, shop with us or use our services, why we need it, how long we
      keep it and the rights you have over it.
    </p>
    <p>
      We follow the Digital Personal Data Protection Act, 2023 (the DPDP Act). Under it, {BUSINESS.name} is the Data Fiduciary for your personal data, and you
      are the Data Principal. We collect only what we need for the purpose we tell you about.
    </p>
  </>
);

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {BUSINESS.name}, {formatAddress()}. You can reach us at {BUSINESS.phone.display} or{' '}
        <a href={`mailto:${BUSINESS.emails.support}`}>{BUSINESS.emails.support}</a>. Questions about your personal data go to our Grievance Officer (section
        10).
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <dl>
        <div>
          <dt>Your account</dt>
          <dd>
            Name, e-mail address, mobile number and, when you add it, your address (street, city, state and PIN code). Your password is stored only as a one-way
            hash that nobody, including our staff, can read. We also keep the one-time codes we e-mail you, until they expire.
          </dd>
        </div>
        <div>
          <dt>Orders and payments</dt>
          <dd>
            The products, quantities and prices you order; the name, phone number and address for delivery; order status and tracking number; and the payment
            reference, method and status our payment provider sends us. Your card, UPI or bank details are entered on the payment provider’s page: we never see
            or store them.
          </dd>
        </div>
        <div>
          <dt>Insurance and loan applications</dt>
          <dd>
            <p>When you apply for insurance or a loan we collect what the insurer or lender needs to assess it:</p>
            <ul>
              <li>personal details: full name, e-mail, phone, date of birth, gender, marital status and address;</li>
              <li>financial details: monthly income, employment type, employer’s name, work experience, PAN and Aadhaar number;</li>
              <li>
                details of the cover or loan: for health insurance, the cover amount, family members, medical history and existing conditions; for vehicle
                insurance, the vehicle’s type, make, model, registration number, year and value; for life insurance, the cover, policy term, beneficiary,
                smoking habits and health conditions; for loans, the amount, tenure and purpose, and property, business, gold or collateral details, existing
                loans and your credit score if you give it.
              </li>
            </ul>
            <p>
              Health and financial details are especially sensitive. We use them only for your application and share them only with the insurer or lender you
              chose.
            </p>
          </dd>
        </div>
        <div>
          <dt>Messages</dt>
          <dd>What you send through the contact form (name, e-mail, phone if given, subject and message) and e-mails you send us.</dd>
        </div>
        <div>
          <dt>Technical data</dt>
          <dd>
            Your IP address and basic request logs, which we use to keep the site secure and to stop abuse such as repeated form submissions. On your device,
            the site keeps your login session, your cart and the date you last dismissed the “install app” prompt in your browser’s local storage. We do not use
            advertising or third-party tracking cookies.
          </dd>
        </div>
      </dl>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your data',
    body: (
      <ul>
        <li>To create your account, verify your e-mail address and let you reset your password.</li>
        <li>To process, deliver and support your orders, and to issue GST invoices.</li>
        <li>To pass your application to the insurer or lender you chose, and to follow it up on your behalf.</li>
        <li>To answer your messages and provide the repairs and services you book.</li>
        <li>To keep the site and your account secure, and to prevent fraud and misuse.</li>
        <li>To meet our legal obligations, such as tax and accounting records.</li>
      </ul>
    ),
  },
  {
    id: 'consent',
    title: 'Your consent',
    body: (
      <>
        <p>
          We process your personal data with your consent, which you give when you create an account, place an order, submit an application or send us a
          message, and for the legitimate uses the DPDP Act allows, such as completing a purchase you asked for or complying with the law.
        </p>
        <p>
          Every form that collects personal data shows a short notice of what it collects, why and for how long, and records your consent with the notice’s
          version and time. You can withdraw your consent at any time, as easily as you gave it, under <Link to="/profile/data">Profile → My data</Link>, or by
          writing to our Grievance Officer. Withdrawing does not affect what was done before, but we may then be unable to continue a service that depends on
          the data, such as an application in progress.
        </p>
        <p>We do not sell your personal data, and we never use it for marketing without asking you first.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share your data only with those who help us serve you, each only what its part needs:</p>
        <dl>
          <div>
            <dt>Razorpay, our payment provider</dt>
            <dd>
              The amount and our order reference, and the name and mobile number we fill in on its payment page. The e-mail address, card, UPI or bank details
              you enter there go to Razorpay, not to us.
            </dd>
          </div>
          <div>
            <dt>Shiprocket, our shipping partner, and the courier it books for your parcel</dt>
            <dd>
              Your name, phone number, e-mail address and delivery address, the items and their value, and for cash on delivery the amount to collect; for a
              return, the pickup address. The courier prints them on the parcel’s label.
            </dd>
          </div>
          <div>
            <dt>Our e-mail provider</dt>
            <dd>
              The mail relay that delivers our e-mails gets your e-mail address and each mail we send you (order updates, one-time codes, password reset links),
              and keeps a log of them for its own limited period.
            </dd>
          </div>
          <div>
            <dt>The insurer or lender you choose</dt>
            <dd>Your application, when you submit it to them.</dd>
          </div>
          <div>
            <dt>Our hosting provider</dt>
            <dd>The servers that run this website store the data on this page for us, and act only on our instructions.</dd>
          </div>
          <div>
            <dt>Government authorities</dt>
            <dd>When the law requires us to.</dd>
          </div>
        </dl>
        <p>
          Everyone we share data with is bound to keep it secure and use it only for the purpose we shared it for. When you erase your account, we ask Razorpay,
          Shiprocket and our e-mail provider to erase what we shared with them about you, except what the law makes them keep (payment providers, for example,
          keep records of payments as the Reserve Bank of India requires).
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Account details: while your account is open. You can erase your account yourself under <Link to="/profile/data">Profile → My data</Link>; it is erased
          at once. An account whose e-mail is never verified is deleted after {RETENTION.unverifiedAccountDays} days.
        </li>
        <li>
          Orders, tax invoices and credit notes: {RETENTION.taxRecordYears} years, as Section 36 of the CGST Act, 2017 requires, even after you erase your
          account (your name, phone and address are then removed from the orders; the invoices stay as issued).
        </li>
        <li>The delivery address of a checkout you did not pay for: removed {RETENTION.unpaidCheckoutAddressDays} day after it expired.</li>
        <li>Insurance and loan applications: while the application is in progress, and until you erase your account.</li>
        <li>Copies of the e-mails we send you, where we keep them: {RETENTION.sentMailDays} days after sending.</li>
        <li>Contact messages: {RETENTION.contactMessageDays / 365} years.</li>
        <li>Security logs (sign-ins, data exports, erasures and consent changes): {RETENTION.securityLogDays / 365} year.</li>
        <li>Data in your browser’s local storage stays on your device until you log out or clear it.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Connections to the site are encrypted, passwords are hashed, e-mail codes expire after five minutes, and only staff who need your data for their work
        can see it. If a personal data breach ever affects you, we will tell you and the Data Protection Board of India, as the DPDP Act requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>get a summary of the personal data we hold about you, what we do with it and who we have shared it with;</li>
          <li>have inaccurate or incomplete data corrected, completed or updated, and data we no longer need erased;</li>
          <li>withdraw your consent;</li>
          <li>have your grievances heard and resolved;</li>
          <li>nominate someone to exercise these rights for you in the event of your death or incapacity.</li>
        </ul>
        <p>
          Under <Link to="/profile/data">Profile → My data</Link> you can download everything we hold about you (as a file, or read it on the page), withdraw
          consents and erase your account. You can update your name, phone number and address yourself on your <Link to="/profile">profile</Link>. For anything
          else, write to our Grievance Officer or use the grievance form below. We may ask you to confirm your identity before acting on a request.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Our services are meant for adults. We do not knowingly collect personal data of anyone under 18 without the verifiable consent of a parent or lawful
        guardian, and insurance and loan applications can be made only by adults.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: (
      <>
        <p>For any question, request or complaint about your personal data, contact:</p>
        <address className="not-italic">
          <strong>{grievanceOfficer.name}</strong>, {grievanceOfficer.title}
          <br />
          {BUSINESS.name}, {formatAddress()}
          <br />
          E-mail: <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a>
          <br />
          Phone: <a href={BUSINESS.phone.href}>{BUSINESS.phone.display}</a> ({BUSINESS.hours})
        </address>
        <p>
          {GRIEVANCE_RESPONSE} Under the DPDP Rules 2025 we answer a grievance about your personal data within {GRIEVANCE_ANSWER_DAYS} days at the latest; each
          grievance gets a reference and its due date. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we will e-mail you
        before it takes effect.
      </p>
    ),
  },
];
