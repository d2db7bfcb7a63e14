/**
 * The sandbox's checkout.js: defines window.Razorpay(options) with open(), close() and
 * on('payment.failed', fn), as Razorpay's own script does, and shows a real dialog in the page in
 * place of Razorpay's. Its buttons ask the sandbox to make the payment succeed or fail (with the test
 * scenario chosen under 'Test scenario'); the answer
 * goes to options.handler or to the payment.failed listeners exactly as Razorpay would send it.
 * Plain ES2017 and DOM calls only: it is served as it is, under the site's CSP (script-src 'self').
 */
export const SANDBOX_CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '/sandbox/razorpay';
  var METHODS = [['upi', 'UPI'], ['card', 'Card'], ['netbanking', 'Netbanking']];
  // The test values of docs/payments-sandbox.md: how this payment, its refunds and its webhooks behave.
  var SCENARIOS = [
    ['outcome', 'Payment', [['captured', 'Captured at once (auto-capture)'], ['authorized', 'Authorized only: the shop captures it'], ['capture-race', 'Authorized: auto-capture races the shop']]],
    ['refunds', 'Refunds of it', [['processed', 'Processed at once'], ['pending', 'Stay pending, then processed'], ['failed', 'Fail'], ['failed-once', 'Fail the first time'], ['rejected', 'Refused by the bank']]],
    ['webhooks', 'Webhooks', [['once', 'Delivered once'], ['twice', 'Delivered twice'], ['late', 'Delivered 2 minutes late'], ['reversed', 'Delivered out of order'], ['lost', 'Never delivered']]],
  ];

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === 'text') node.textContent = attributes[name];
      else if (name === 'style') node.setAttribute('style', attributes[name]);
      else node.setAttribute(name, attributes[name]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function rupees(paise) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: key is required');
    if (!options.order_id) throw new Error('Razorpay: order_id is required');
    this.options = options;
    this.listeners = {};
    this.dialog = null;
  }

  Razorpay.prototype.on = function (event, listener) {
    (this.listeners[event] = this.listeners[event] || []).push(listener);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (listener) { listener(payload); });
  };

  Razorpay.prototype.close = function () {
    if (!this.dialog) return;
    var dialog = this.dialog;
    this.dialog = null;
    if (dialog.open) dialog.close();
    dialog.remove();
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    if (this.dialog) return;
    var titleId = 'rzp-sandbox-title-' + Date.now();
    // Focusable from script only (tabindex -1): after a failed attempt focus is put on it, so the failure is
    // read out where the keyboard now is, and the next Tab is Pay.
    var status = el('p', { role: 'alert', tabindex: '-1', style: 'min-height:1.25rem;margin:0;font-size:.875rem;color:#b91c1c;outline-offset:2px' });
    var radios = METHODS.map(function (method, index) {
      var input = el('input', { type: 'radio', name: 'rzp-sandbox-method', value: method[0], style: 'margin:0' });
      if (index === 0) input.checked = true;
      return el('label', { style: 'display:flex;gap:.5rem;align-items:center;padding:.625rem .75rem;border:1px solid #cbd5e1;border-radius:.5rem;cursor:pointer' }, [input, document.createTextNode(method[1])]);
    });
    var button = 'padding:.75rem 1rem;border-radius:.5rem;font-weight:600;font-size:1rem;cursor:pointer;border:1px solid transparent';
    var selectStyle = 'width:100%;margin-top:.25rem;padding:.5rem;border:1px solid #cbd5e1;border-radius:.5rem;font:inherit;background:#fff';
    var selects = {};
    var scenarioFields = SCENARIOS.map(function (scenario, index) {
      var id = titleId + '-' + scenario[0];
      var select = el('select', { id: id, name: scenario[0], style: selectStyle }, scenario[2].map(function (option) { return el('option', { value: option[0], text: option[1] }); }));
      selects[scenario[0]] = select;
      return el('div', { style: index ? 'margin-top:.5rem' : '' }, [el('label', { for: id, text: scenario[1], style: 'font-size:.875rem;font-weight:600' }), select]);
    });
    var scenarioBox = el('details', { style: 'margin:0 0 1rem;border:1px solid #e2e8f0;border-radius:.5rem;padding:.5rem .75rem' }, [el('summary', { text: 'Test scenario', style: 'cursor:pointer;font-weight:600' })].concat(scenarioFields));
    var pay = el('button', { type: 'button', text: 'Pay', style: button + ';background:#1d4ed8;color:#fff' });
    var fail = el('button', { type: 'button', text: 'Fail payment', style: button + ';background:#fff;color:#b91c1c;border-color:#b91c1c' });
    var close = el('button', { type: 'button', 'aria-label': 'Close', text: '\u00d7', style: 'position:absolute;top:.5rem;right:.75rem;border:0;background:none;font-size:1.5rem;cursor:pointer;color:#334155' });
    var dialog = el('dialog', { 'aria-labelledby': titleId, style: 'position:fixed;inset:0;margin:auto;width:min(26rem,calc(100vw - 2rem));max-height:calc(100vh - 2rem);overflow:auto;border:0;border-radius:1rem;padding:1.5rem;box-shadow:0 20px 50px rgba(15,23,42,.35);font-family:system-ui,sans-serif;color:#0f172a' }, [
      close,
      el('h2', { id: titleId, text: 'Razorpay test payment', style: 'margin:0 0 .25rem;font-size:1.25rem' }),
      el('p', { text: 'Sandbox mode: no money moves. Choose how this test payment should end.', style: 'margin:0 0 1rem;font-size:.875rem;color:#475569' }),
      el('p', { text: (options.name || 'Payment') + (options.description ? ' \u2013 ' + options.description : ''), style: 'margin:0;font-size:.875rem;color:#475569' }),
      el('p', { text: rupees(Number(options.amount) || 0), style: 'margin:.25rem 0 1rem;font-size:1.5rem;font-weight:700' }),
      el('fieldset', { style: 'border:0;padding:0;margin:0 0 1rem;display:grid;gap:.5rem' }, [el('legend', { text: 'Payment method', style: 'font-weight:600;margin-bottom:.5rem' })].concat(radios)),
      scenarioBox,
      status,
      el('div', { style: 'display:grid;gap:.5rem;margin-top:.75rem' }, [pay, fail]),
    ]);
    this.dialog = dialog;

    function method() {
      var chosen = dialog.querySelector('input[name="rzp-sandbox-method"]:checked');
      return chosen ? chosen.value : 'upi';
    }

    function busy(on) {
      pay.disabled = on;
      fail.disabled = on;
      pay.textContent = on ? 'Processing\u2026' : 'Pay';
    }

    function attempt(outcome) {
      busy(true);
      status.textContent = '';
      fetch(base + '/v1/checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          key_id: options.key,
          order_id: options.order_id,
          method: method(),
          outcome: outcome === 'failure' ? 'failed' : selects.outcome.value,
          refunds: selects.refunds.value,
          webhooks: selects.webhooks.value,
        }),
      })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          busy(false);
          if (answer && answer.razorpay_payment_id) {
            self.close();
            if (typeof options.handler === 'function') options.handler(answer);
            return;
          }
          status.textContent = (answer && answer.error && answer.error.description) || 'Payment failed';
          keepFocus();
          self.emit('payment.failed', answer && answer.error ? answer : { error: { code: 'SERVER_ERROR', description: 'Payment failed', metadata: { order_id: options.order_id } } });
        })
        .catch(function () {
          busy(false);
          status.textContent = 'Could not reach the payment sandbox.';
          keepFocus();
          self.emit('payment.failed', { error: { code: 'NETWORK_ERROR', description: 'Could not reach the payment sandbox', metadata: { order_id: options.order_id } } });
        });
    }

    // The pressed button was disabled while the attempt ran, which drops focus to the page behind the
    // dialog. Put it on the failure message: a screen reader reads it on arrival (the shop's own toast is
    // behind this modal dialog, in the inert page, and is not heard while the dialog is open), and Pay,
    // to try again, is the next Tab.
    function keepFocus() {
      if (self.dialog === dialog) status.focus();
    }

    function dismiss() {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }

    pay.addEventListener('click', function () { attempt('success'); });
    fail.addEventListener('click', function () { attempt('failure'); });
    close.addEventListener('click', dismiss);
    dialog.addEventListener('cancel', function (event) { event.preventDefault(); dismiss(); });
    document.body.appendChild(dialog);
    dialog.showModal();
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
