// ps_2_x: callnz l#, b# and callnz l#, !b# for optional shading terms
ps_2_x
dcl t0.xy
dcl v0
dcl v1
dcl_2d s0
defb b1, true
texld r0, t0, s0
mul r0, r0, v0
callnz l3, b1
callnz l4, !b2
mov oC0, r0
ret
label l3
    add r0.xyz, r0, v1
ret
label l4
    mul r0.xyz, r0, c0
ret
