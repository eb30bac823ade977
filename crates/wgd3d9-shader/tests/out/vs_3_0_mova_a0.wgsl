struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e22 = consts.c[0];
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e22)), vec4<bool>(true, false, false, false));
    o0_ = _e26;
    let _e29 = consts.c[1];
    let _e33 = select(_e26, vec4(dot(in0_, _e29)), vec4<bool>(false, true, false, false));
    o0_ = _e33;
    let _e36 = consts.c[2];
    let _e40 = select(_e33, vec4(dot(in0_, _e36)), vec4<bool>(false, false, true, false));
    o0_ = _e40;
    let _e43 = consts.c[3];
    let _e47 = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    o0_ = _e47;
    let _e48 = (in1_ * vec4<f32>(1f, 2f, 3f, 4f));
    r0_ = _e48;
    let _e54 = (floor((abs(_e48) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e48));
    r2_ = _e54;
    let _e59 = (i32(_e54.x) + 16i);
    let _e61 = consts.c[_e59];
    let _e64 = select(_e61, vec4<f32>(1f, 2f, 3f, 4f), (_e59 == 4i));
    r1_ = _e64;
    let _e69 = (i32(_e54.y) + 32i);
    let _e71 = consts.c[_e69];
    let _e74 = (_e64 + select(_e71, vec4<f32>(1f, 2f, 3f, 4f), (_e69 == 4i)));
    r1_ = _e74;
    let _e79 = (i32(_e54.z) + 48i);
    let _e81 = consts.c[_e79];
    let _e84 = (_e74 + select(_e81, vec4<f32>(1f, 2f, 3f, 4f), (_e79 == 4i)));
    r1_ = _e84;
    let _e89 = (i32(_e54.w) + 0i);
    let _e91 = consts.c[_e89];
    let _e94 = (_e84 + select(_e91, vec4<f32>(1f, 2f, 3f, 4f), (_e89 == 4i)));
    r1_ = _e94;
    let _e95 = _e48.wwww;
    let _e101 = select(_e54, (floor((abs(_e95) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e95)), vec4<bool>(false, true, false, false));
    r2_ = _e101;
    let _e106 = (i32(_e101.y) + 64i);
    let _e108 = consts.c[_e106];
    let _e111 = (_e94 + select(_e108, vec4<f32>(1f, 2f, 3f, 4f), (_e106 == 4i)));
    r1_ = _e111;
    o1_ = _e111;
    let _e114 = consts.c[256];
    let _e117 = consts.c[257];
    let _e123 = select(_e47, ((_e47 * _e117) + (_e114 * _e47.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e123;
    return Output(_e123, _e111);
}
