// vs_2_x: setp_ge selecting between an lrp blend and a plain copy with predication
vs_2_x
dcl_position v0
dcl_color0 v1
dcl_color1 v2
def c4, 0.5, 0.0, 0.0, 0.0
m4x4 oPos, v0, c0
mov r0, v1
mov r1, v2
setp_ge p0.x, r0.w, c4.x
mov r2, r1
(p0.x) lrp r2, c5.x, r0, r1
mov oD0, r2
