// vs_2_0: sgn with its two scratch temporaries (shader model 2 form)
vs_2_0
dcl_position v0
dcl_normal v1
m4x4 oPos, v0, c0
mov r2, c4
mov r3, c4
sgn r0, v1, r2, r3           // per-component sign of the normal
mul oT0, r0, c5
