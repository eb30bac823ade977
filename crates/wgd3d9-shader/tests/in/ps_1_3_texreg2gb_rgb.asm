// ps_1_3: texreg2gb and texreg2rgb dependent reads from one source stage
ps_1_3
tex t0
texreg2gb t1, t0
texreg2rgb t2, t0
mul r0, t1, t2
