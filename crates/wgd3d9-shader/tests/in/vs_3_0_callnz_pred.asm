// vs_3_0: callnz l#, p0.x and callnz l#, !p0.y with outputs written inside the subroutines
vs_3_0
dcl_position v0
dcl_normal v1
dcl_position o0
dcl_color0 o1
dcl_color1 o2
def c4, 0.0, 1.0, 0.0, 0.0
m4x4 o0, v0, c0
mov o1, c4.x
mov o2, c4.y
dp3 r0.x, v1, c5
dp3 r0.y, v1, c6
setp_gt p0.xy, r0, c4.x
callnz l1, p0.x
callnz l2, !p0.y
ret
label l1
    mul o1, r0.x, c7
ret
label l2
    mul o2, -r0.y, c8
ret
