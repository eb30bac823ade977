// vs_3_0: static if b# / else, callnz l#, b# and callnz l#, !b# controlling optional features
vs_3_0
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_position o0
dcl_texcoord0 o1
dcl_color o2
defb b0, true
defb b1, false
m4x4 o0, v0, c0
mov r0, c4
callnz l2, b0
callnz l3, !b1
if b1
    mul o1, v2, c5
else
    mov o1, v2
endif
mov o2, r0
ret
label l2
    dp3_sat r1.x, v1, c6
    mad r0, r1.x, c7, r0
ret
label l3
    add r0, r0, c8
ret
