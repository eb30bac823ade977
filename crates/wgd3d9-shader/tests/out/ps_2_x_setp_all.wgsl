struct Constants {
    c: array<vec4<f32>, 33>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;

@fragment 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    let _e13 = v0_;
    r0_ = _e13;
    r1_ = vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy;
    let _e15 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e15 > vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx));
    let _e21 = r1_;
    let _e24 = r2_;
    let _e27 = r1_;
    r1_ = select(_e27, (_e21 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e24.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e29 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e29 == vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy));
    let _e33 = r1_;
    let _e36 = r2_;
    let _e39 = r1_;
    r1_ = select(_e39, (_e33 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e36.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e41 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e41 >= vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx));
    let _e45 = r1_;
    let _e48 = r2_;
    let _e51 = r1_;
    r1_ = select(_e51, (_e45 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e48.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e53 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e53 < vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx));
    let _e57 = r1_;
    let _e60 = r2_;
    let _e63 = r1_;
    r1_ = select(_e63, (_e57 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e60.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e65 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e65 != vec4<f32>(0.5f, 0f, 0.125f, 0f).yyyy));
    let _e69 = r1_;
    let _e72 = r2_;
    let _e75 = r1_;
    r1_ = select(_e75, (_e69 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e72.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e77 = r0_;
    r2_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e77 <= vec4<f32>(0.5f, 0f, 0.125f, 0f).xxxx));
    let _e81 = r1_;
    let _e84 = r2_;
    let _e87 = r1_;
    r1_ = select(_e87, (_e81 + vec4<f32>(0.5f, 0f, 0.125f, 0f).zzzz), (_e84.xyzw != vec4<f32>(0f, 0f, 0f, 0f)));
    let _e89 = r1_;
    o0_ = _e89;
    let _e90 = o0_;
    return Output(_e90);
}
