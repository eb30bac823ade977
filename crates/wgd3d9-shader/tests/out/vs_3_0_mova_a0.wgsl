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
    let _e18 = v0_;
    let _e21 = consts.c[0];
    let _e24 = o0_;
    o0_ = select(_e24, vec4(dot(_e18, _e21)), vec4<bool>(true, false, false, false));
    let _e27 = v0_;
    let _e30 = consts.c[1];
    let _e33 = o0_;
    o0_ = select(_e33, vec4(dot(_e27, _e30)), vec4<bool>(false, true, false, false));
    let _e36 = v0_;
    let _e39 = consts.c[2];
    let _e42 = o0_;
    o0_ = select(_e42, vec4(dot(_e36, _e39)), vec4<bool>(false, false, true, false));
    let _e45 = v0_;
    let _e48 = consts.c[3];
    let _e51 = o0_;
    o0_ = select(_e51, vec4(dot(_e45, _e48)), vec4<bool>(false, false, false, true));
    let _e54 = v1_;
    r0_ = (_e54 * vec4<f32>(1f, 2f, 3f, 4f));
    let _e56 = r0_;
    r2_ = (floor((abs(_e56) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e56));
    let _e64 = r2_;
    let _e68 = (i32(_e64.x) + 16i);
    let _e70 = consts.c[_e68];
    r1_ = select(_e70, vec4<f32>(1f, 2f, 3f, 4f), (_e68 == 4i));
    let _e74 = r1_;
    let _e76 = r2_;
    let _e80 = (i32(_e76.y) + 32i);
    let _e82 = consts.c[_e80];
    r1_ = (_e74 + select(_e82, vec4<f32>(1f, 2f, 3f, 4f), (_e80 == 4i)));
    let _e87 = r1_;
    let _e89 = r2_;
    let _e93 = (i32(_e89.z) + 48i);
    let _e95 = consts.c[_e93];
    r1_ = (_e87 + select(_e95, vec4<f32>(1f, 2f, 3f, 4f), (_e93 == 4i)));
    let _e100 = r1_;
    let _e102 = r2_;
    let _e106 = (i32(_e102.w) + 0i);
    let _e108 = consts.c[_e106];
    r1_ = (_e100 + select(_e108, vec4<f32>(1f, 2f, 3f, 4f), (_e106 == 4i)));
    let _e113 = r0_;
    let _e114 = _e113.wwww;
    let _e120 = r2_;
    r2_ = select(_e120, (floor((abs(_e114) + vec4<f32>(0.5f, 0.5f, 0.5f, 0.5f))) * sign(_e114)), vec4<bool>(false, true, false, false));
    let _e122 = r1_;
    let _e124 = r2_;
    let _e128 = (i32(_e124.y) + 64i);
    let _e130 = consts.c[_e128];
    r1_ = (_e122 + select(_e130, vec4<f32>(1f, 2f, 3f, 4f), (_e128 == 4i)));
    let _e135 = r1_;
    o1_ = _e135;
    let _e136 = o0_;
    let _e139 = consts.c[256];
    let _e143 = o0_;
    o0_ = select(_e143, (_e136 + (_e139 * _e136.wwww)), vec4<bool>(true, true, true, false));
    let _e146 = o0_;
    let _e147 = o1_;
    return Output(_e146, _e147);
}
