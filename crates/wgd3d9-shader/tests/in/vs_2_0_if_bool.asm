// vs_2_0: static branching with if b# / else / endif and defb
vs_2_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
defb b0, true
defb b1, false
m4x4 oPos, v0, c0
if b0
    dp3 r0.x, v1, c4
    max r0.x, r0.x, c5.x
    mul oD0, r0.x, c6
else
    mov oD0, c7
endif
if b1
    mul oT0.xy, v2, c8
else
    mov oT0.xy, v2
endif
