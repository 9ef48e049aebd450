// A page with a header, a heading, some text, links and a button with state: the least a shop page hydrates.
import { useState } from "react";
import { Link } from "react-router";

export function meta() {
  return [{ title: "Floor page" }];
}

export function loader() {
  return { items: ["Snow park", "Ski lessons", "Penguins", "Memberships", "Offers", "Events"] };
}

export default function Home({ loaderData }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <header style={{ display: "flex", justifyContent: "space-between", padding: "1rem", background: "#0b2545", color: "#fff" }}>
        <strong>Floor</strong>
        <nav>
          <Link to="/" style={{ color: "#fff" }}>Home</Link>
        </nav>
      </header>
      <main style={{ padding: "1rem", maxWidth: "40rem" }}>
        <h1>The stack's floor page</h1>
        <p>React, React DOM and React Router in framework mode render this page on the server and hydrate it in the browser, with nothing else.</p>
        <ul>
          {loaderData.items.map((item) => (
            <li key={item}>
              <Link to={`/?item=${encodeURIComponent(item)}`}>{item}</Link>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => setCount((c) => c + 1)} style={{ padding: "0.75rem 1.5rem", fontSize: "1rem" }}>
          Tapped {count} times
        </button>
      </main>
    </>
  );
}
