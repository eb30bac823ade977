// ps_2_x: the highest integer and boolean constants (i15, b15) and label l15
ps_2_x
dcl t0.xy
dcl_2d s0
defi i15, 2, 0, 0, 0
defb b15, true
texld r0, t0, s0
rep i15
    mul r0.xyz, r0, r0
endrep
callnz l15, b15
mov oC0, r0
ret
label l15
    add r0, r0, c0
ret
