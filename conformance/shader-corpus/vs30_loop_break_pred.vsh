vs_3_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
dcl_position o0
dcl_color0 o1
dcl_texcoord0 o2
defi i1, 5, 0, 1, 0
mov o0, v0
mov r0, c0
mov r1, c0
loop aL, i1
add r0, r0, c[aL + 20]
setp_gt p0, r0, v3
(p0) add r1, r1, c2
breakp p0.w
break_lt r0.x, c9.x
endloop
mov o1, r0
mov o2, r1
