struct Constants {
    c: array<vec4<f32>, 257>,
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
    let _e21 = consts.c[0];
    let _e25 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e21)), vec4<bool>(true, false, false, false));
    o0_ = _e25;
    let _e28 = consts.c[1];
    let _e32 = select(_e25, vec4(dot(in0_, _e28)), vec4<bool>(false, true, false, false));
    o0_ = _e32;
    let _e35 = consts.c[2];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, false, true, false));
    o0_ = _e39;
    let _e42 = consts.c[3];
    let _e46 = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, false, true));
    o0_ = _e46;
    let _e47 = (in1_ * vec4<f32>(1f, 2f, 3f, 4f));
    r0_ = _e47;
    let _e53 = (floor((abs(_e47) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e47));
    r2_ = _e53;
    let _e58 = (i32(_e53.x) + 16i);
    let _e60 = consts.c[_e58];
    let _e63 = select(_e60, vec4<f32>(1f, 2f, 3f, 4f), (_e58 == 4i));
    r1_ = _e63;
    let _e68 = (i32(_e53.y) + 32i);
    let _e70 = consts.c[_e68];
    let _e73 = (_e63 + select(_e70, vec4<f32>(1f, 2f, 3f, 4f), (_e68 == 4i)));
    r1_ = _e73;
    let _e78 = (i32(_e53.z) + 48i);
    let _e80 = consts.c[_e78];
    let _e83 = (_e73 + select(_e80, vec4<f32>(1f, 2f, 3f, 4f), (_e78 == 4i)));
    r1_ = _e83;
    let _e88 = (i32(_e53.w) + 0i);
    let _e90 = consts.c[_e88];
    let _e93 = (_e83 + select(_e90, vec4<f32>(1f, 2f, 3f, 4f), (_e88 == 4i)));
    r1_ = _e93;
    let _e94 = _e47.wwww;
    let _e100 = select(_e53, (floor((abs(_e94) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e94)), vec4<bool>(false, true, false, false));
    r2_ = _e100;
    let _e105 = (i32(_e100.y) + 64i);
    let _e107 = consts.c[_e105];
    let _e110 = (_e93 + select(_e107, vec4<f32>(1f, 2f, 3f, 4f), (_e105 == 4i)));
    r1_ = _e110;
    o1_ = _e110;
    let _e113 = consts.c[256];
    let _e118 = select(_e46, (_e46 + (_e113 * _e46.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e118;
    return Output(_e118, _e110);
}
