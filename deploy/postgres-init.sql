-- One database per service (ARCHITECTURE.md §3).
CREATE DATABASE identity;
CREATE DATABASE facilities;
CREATE DATABASE staffing;
CREATE DATABASE audit;
